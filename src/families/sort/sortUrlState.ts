import { DEFAULT_BARS, MAX_BARS, MIN_BARS } from '../../../workers/shared/barLimits';
import { randomValues } from '../../../workers/shared/barValues';
import { DEFAULT_RANGE, MAX_RANGE, MAX_VALUE, MIN_RANGE } from '../../../workers/sort/sortLimits';
import { type SortAlgorithm, sortAlgorithms, usesSeed } from '../../../workers/sort/sortTypes';
import {
  type Decoded,
  defineCodec,
  ignoredNote,
  type PlaybackState,
  playbackDefaults,
  playbackFields,
  type StateCodec,
} from '../../engine/url/codec';
import { choiceField, drawUrlSeed, type Field, intField, intListField, MAX_URL_SEED } from '../../engine/url/fields';

/**
 * A sort page's URL state: `n` (5–1000), `values` (comma list of 0–999; `n` follows from it),
 * `range` (counting sort, 5–500: values are 0..range-1), `seed` (quick sort (randomised) and bogo
 * sort: their random choices, so a shared link replays the same run), `race` (another sort run
 * beside it on the same values; '' for none), plus `speed` and `fastest`.
 */
export interface SortUrlState extends PlaybackState {
  n: number;
  values: number[];
  range: number;
  /** The randomised sorts' seed; 0, and never written, for the others. */
  seed: number;
  race: string;
}

const fields = {
  ...playbackFields,
  n: intField(MIN_BARS, MAX_BARS),
  values: intListField(0, MAX_VALUE, MIN_BARS, MAX_BARS),
  race: choiceField<string>(sortAlgorithms, ''),
};

/** A key this sort has no use for: refused in words, never written. */
const notHere = <T>(reason: string): Field<T> => ({ parse: () => ({ ok: false, reason }), format: () => null });

/** Keys that must agree with each other, and random bars (and seed) when the link gives none. */
function refine({ state, notes }: Decoded<SortUrlState>, hasRange: boolean, hasSeed: boolean): void {
  const maxValue = hasRange ? (state.range ?? DEFAULT_RANGE) - 1 : MAX_VALUE;
  if (state.values && hasRange && state.values.some((v) => v > maxValue)) {
    notes.push(ignoredNote('values', `must be numbers 0–${maxValue} for a range of ${maxValue + 1}`));
    delete state.values;
  }
  if (state.values && state.n !== undefined && state.n !== state.values.length) {
    notes.push(ignoredNote('n', `values holds ${state.values.length} numbers`));
  }
  if (state.values) state.n = state.values.length;
  else state.values = randomValues(state.n ?? DEFAULT_BARS, maxValue);
  // Drawn here, as random bars are, so the page writes it back and a shared link replays the run.
  if (hasSeed && state.seed === undefined) state.seed = drawUrlSeed();
}

function sortCodec(hasRange: boolean, hasSeed: boolean): StateCodec<SortUrlState> {
  return defineCodec<SortUrlState>(
    {
      ...fields,
      range: hasRange ? intField(MIN_RANGE, MAX_RANGE) : notHere('only counting sort has a range'),
      seed: hasSeed ? intField(0, MAX_URL_SEED) : notHere('only quick sort (randomised) and bogo sort use a seed'),
    },
    (d) => refine(d, hasRange, hasSeed),
  );
}

const plainCodec = sortCodec(false, false);
const countingCodec = sortCodec(true, false);
const seededCodec = sortCodec(false, true);

export const sortCodecFor = (algorithm: SortAlgorithm): StateCodec<SortUrlState> =>
  algorithm === 'countingsort' ? countingCodec : usesSeed(algorithm) ? seededCodec : plainCodec;

export const sortDefaults = (): SortUrlState => ({ ...playbackDefaults, n: DEFAULT_BARS, values: [], range: DEFAULT_RANGE, seed: 0, race: '' });

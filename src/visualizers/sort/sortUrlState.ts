import { type SortAlgorithm, sortAlgorithms } from '../../../workers/sort/sortTypes';
import { type Decoded, defineCodec, ignoredNote, type PlaybackState, playbackDefaults, playbackFields, type StateCodec } from '../engine/urlState/codec';
import { choiceField, intField, intListField } from '../engine/urlState/fields';
import { DEFAULT_BARS, MAX_BARS, MIN_BARS } from '../../../workers/shared/barLimits';
import { DEFAULT_RANGE, MAX_RANGE, MAX_VALUE, MIN_RANGE } from '../../../workers/sort/sortLimits';
import { randomValues } from '../barValues';

/**
 * A sort page's URL state: `n` (5–1000), `values` (comma list of 0–999; `n` follows from it),
 * `range` (counting sort, 5–500: values are 0..range-1), `race` (another sort run beside it on the
 * same values; '' for none), plus `speed` and `fastest`.
 */
export interface SortUrlState extends PlaybackState {
  n: number;
  values: number[];
  range: number;
  race: string;
}

const fields = {
  ...playbackFields,
  n: intField(MIN_BARS, MAX_BARS),
  values: intListField(0, MAX_VALUE, MIN_BARS, MAX_BARS),
  race: choiceField<string>(sortAlgorithms, ''),
};

/** Keys that must agree with each other, and random bars when the link gives none. */
function refine({ state, notes }: Decoded<SortUrlState>, hasRange: boolean): void {
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
}

const plainCodec = defineCodec<SortUrlState>({ ...fields, range: { parse: () => ({ ok: false, reason: 'only counting sort has a range' }), format: () => null } }, (d) =>
  refine(d, false),
);
const countingCodec = defineCodec<SortUrlState>({ ...fields, range: intField(MIN_RANGE, MAX_RANGE) }, (d) => refine(d, true));

export const sortCodecFor = (algorithm: SortAlgorithm): StateCodec<SortUrlState> => (algorithm === 'countingsort' ? countingCodec : plainCodec);

export const sortDefaults = (): SortUrlState => ({ ...playbackDefaults, n: DEFAULT_BARS, values: [], range: DEFAULT_RANGE, race: '' });

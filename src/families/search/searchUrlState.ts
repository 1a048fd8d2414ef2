import { isValidGrid } from '../../../workers/search/searchRunner';
import { DEFAULT_LIMIT, gridSearches, MAX_KEY, MAX_LIMIT } from '../../../workers/search/searchTypes';
import { DEFAULT_BARS, MAX_BARS, MIN_BARS } from '../../../workers/shared/barLimits';
import { randomValues } from '../../../workers/shared/barValues';
import { defineCodec, type PlaybackState, playbackDefaults, playbackFields, type StateCodec } from '../../engine/url/codec';
import { accept, choiceField, type Field, flagField, intField, intListField, refuse } from '../../engine/url/fields';
import { defaultGrid } from './gridEditing';

/**
 * Array searches: `values` (comma list 0–1000, 5–1000 of them) and `key` (0–1000). A null key is
 * a blank field (spec §5: a number 0–1000, blank otherwise): nothing to search for, Play blocked.
 */
export interface ArrayUrlState extends PlaybackState {
  values: number[];
  key: number | null;
}

/**
 * Grid searches: `grid` (324 of . B S E, one S and one E), `diag=1`, `limit` (0–324, depth-limited
 * only), `race` (another grid search run beside it on the same grid; '' for none).
 */
export interface GridUrlState extends PlaybackState {
  grid: string;
  diagonal: boolean;
  limit: number;
  race: string;
}

export const arrayDefaults = (): ArrayUrlState => {
  const values = randomValues(DEFAULT_BARS);
  return { ...playbackDefaults, values, key: values[Math.floor(Math.random() * values.length)]! };
};

/** The key as the URL and the key field both read it (one rule for the two). */
export const keyNumber = intField(0, MAX_KEY);
/** A blank key is written as `key=`, which reads back as blank, with no note: the link shows what the page showed. */
const keyField: Field<number | null> = {
  parse: (raw) => (raw.trim() === '' ? accept(null) : keyNumber.parse(raw)),
  format: (key) => (key === null ? '' : String(key)),
};

const arrayFields = defineCodec<ArrayUrlState>({ ...playbackFields, values: intListField(0, MAX_KEY, MIN_BARS, MAX_BARS), key: keyField });

/**
 * A key the URL gave but that was refused (`key=2000`, `key=abc`, `key=-1`) leaves the field blank,
 * with the engine's note; a blank `key=` is blank without one; only a missing key takes a default
 * (the first of the given values).
 */
export const arrayCodec: StateCodec<ArrayUrlState> = {
  decode(query) {
    const decoded = arrayFields.decode(query);
    const { state } = decoded;
    if (state.key === undefined && query.has('key')) state.key = null;
    else if (state.key === undefined && state.values) state.key = state.values[0];
    return decoded;
  },
  encode: (state) => arrayFields.encode(state),
};

const gridField: Field<string> = {
  parse: (raw) => (isValidGrid(raw) ? { ok: true, value: raw } : refuse('must be 324 cells of . B S E with one S and one E')),
  format: (grid) => (grid === defaultGrid() ? null : grid),
};

const fieldsWith = (limit: Field<number>) => ({
  ...playbackFields,
  grid: gridField,
  diagonal: flagField,
  limit,
  race: choiceField<string>(gridSearches, ''),
});

// The URL says `diag`, the state `diagonal`: a codec maps keys one to one, so the field is named diag.
type GridKeys = Omit<GridUrlState, 'diagonal'> & { diag: boolean };
const noLimit: Field<number> = { parse: () => refuse('only the depth-limited searches have a limit'), format: () => null };

function gridCodecWith(limit: Field<number>): StateCodec<GridUrlState> {
  const { diagonal, ...rest } = fieldsWith(limit);
  const inner = defineCodec<GridKeys>({ ...rest, diag: diagonal });
  return {
    decode(query) {
      const { state, notes } = inner.decode(query);
      const { diag, ...others } = state;
      return { state: diag === undefined ? others : { ...others, diagonal: diag }, notes };
    },
    encode: ({ diagonal, ...others }) => inner.encode({ ...others, diag: diagonal }),
  };
}

/** Spec §5, for the URL and the on-page field alike: a blank limit (`limit=`) is 0. */
export const limitField: Field<number> = {
  parse: (raw) => (raw.trim() === '' ? accept(0) : intField(0, MAX_LIMIT).parse(raw)),
  format: intField(0, MAX_LIMIT, DEFAULT_LIMIT).format,
};

export const limitedGridCodec = gridCodecWith(limitField);
export const plainGridCodec = gridCodecWith(noLimit);

export const gridDefaults = (): GridUrlState => ({ ...playbackDefaults, grid: defaultGrid(), diagonal: false, limit: DEFAULT_LIMIT, race: '' });

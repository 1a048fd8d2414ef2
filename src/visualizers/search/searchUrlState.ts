import { isValidGrid } from '../../../workers/search/searchRunner';
import { DEFAULT_BARS, DEFAULT_LIMIT, gridSearches, MAX_BARS, MAX_KEY, MAX_LIMIT, MIN_BARS } from '../../../workers/search/searchTypes';
import { type Decoded, defineCodec, type PlaybackState, playbackDefaults, playbackFields, type StateCodec } from '../engine/urlState/codec';
import { choiceField, type Field, flagField, intField, intListField, refuse } from '../engine/urlState/fields';
import { defaultGrid } from './gridEditing';

/** Array searches: `values` (comma list 0–1000, 5–1000 of them) and `key` (0–1000). */
export interface ArrayUrlState extends PlaybackState {
  values: number[];
  key: number;
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

/** Random values 0..999 (spec §9). */
export const randomValues = (count: number, random = Math.random) => Array.from({ length: count }, () => Math.floor(random() * 1000));

export const arrayDefaults = (): ArrayUrlState => {
  const values = randomValues(DEFAULT_BARS);
  return { ...playbackDefaults, values, key: values[Math.floor(Math.random() * values.length)] };
};

export const arrayCodec: StateCodec<ArrayUrlState> = defineCodec<ArrayUrlState>(
  { ...playbackFields, values: intListField(0, MAX_KEY, MIN_BARS, MAX_BARS), key: intField(0, MAX_KEY) },
  ({ state }: Decoded<ArrayUrlState>) => {
    if (state.values && state.key === undefined) state.key = state.values[0];
  },
);

const gridField: Field<string> = {
  parse: (raw) => (isValidGrid(raw) ? { ok: true, value: raw } : refuse('must be 324 cells of . B S E with one S and one E')),
  format: (grid) => (grid === defaultGrid() ? null : grid),
};

const fieldsWith = (limit: Field<number>) => ({ ...playbackFields, grid: gridField, diagonal: flagField, limit, race: choiceField<string>(gridSearches, '') });

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

export const limitedGridCodec = gridCodecWith(intField(0, MAX_LIMIT, DEFAULT_LIMIT));
export const plainGridCodec = gridCodecWith(noLimit);

export const gridDefaults = (): GridUrlState => ({ ...playbackDefaults, grid: defaultGrid(), diagonal: false, limit: DEFAULT_LIMIT, race: '' });

import { gamePlaybackDefaults, gamePlaybackFields } from '../gamePace';
import { type ColumnOrder, MAX_QUEENS, MIN_QUEENS } from '../../../workers/games/nQueen';
import { defineCodec, type PlaybackState } from '../../visualizers/engine/urlState/codec';
import { choiceField, intField } from '../../visualizers/engine/urlState/fields';

/** N-Queen's URL state: `n` (4–15), `order` (normal|random), `seed` (the random order's), plus speed and fastest. */
export interface NQueenUrlState extends PlaybackState {
  n: number;
  order: ColumnOrder;
  seed: number;
}

export const DEFAULT_QUEENS = 8;

export const nQueenCodec = defineCodec<NQueenUrlState>({
  ...gamePlaybackFields,
  n: intField(MIN_QUEENS, MAX_QUEENS, DEFAULT_QUEENS),
  order: choiceField(['normal', 'random'] as const, 'normal'),
  seed: intField(0, 2 ** 31 - 1),
});

export const nQueenDefaults = (): NQueenUrlState => ({ ...gamePlaybackDefaults, n: DEFAULT_QUEENS, order: 'normal', seed: Math.floor(Math.random() * 2 ** 31) });

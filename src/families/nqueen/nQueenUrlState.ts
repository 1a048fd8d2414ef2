import { type ColumnOrder, MAX_QUEENS, MIN_QUEENS } from '../../../workers/games/nQueen';
import { defineCodec, type PlaybackState } from '../../engine/url/codec';
import { choiceField, drawUrlSeed, intField, MAX_URL_SEED } from '../../engine/url/fields';
import { gamePlaybackDefaults, gamePlaybackFields } from '../../engine/url/gamePace';

/** N-Queen's URL state: `n` (4–15), `order` (normal|random), `seed` (the random order's), plus speed and fastest. */
export interface NQueenUrlState extends PlaybackState {
  n: number;
  order: ColumnOrder;
  /** The Randomised order's seed; 0, and left out of the URL, in Normal order, which uses none. */
  seed: number;
}

export const DEFAULT_QUEENS = 8;
const NO_SEED = 0;
/** A new seed for the Randomised order (switching to it, Solve again), one the URL can carry. */
export const drawSeed = drawUrlSeed;

export const nQueenCodec = defineCodec<NQueenUrlState>(
  {
    ...gamePlaybackFields,
    n: intField(MIN_QUEENS, MAX_QUEENS, DEFAULT_QUEENS),
    order: choiceField(['normal', 'random'] as const, 'normal'),
    seed: intField(0, MAX_URL_SEED, NO_SEED),
  },
  // A seed beside the Normal order changes nothing on the board: it goes at the page's first write.
  ({ state }) => {
    if (state.order !== 'random') delete state.seed;
  },
);

export const nQueenDefaults = (): NQueenUrlState => ({ ...gamePlaybackDefaults, n: DEFAULT_QUEENS, order: 'normal', seed: NO_SEED });

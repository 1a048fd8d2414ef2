import { parseTiles, shuffledBoard } from '../../../workers/games/eightPuzzle';
import { defineCodec, type PlaybackState } from '../../engine/url/codec';
import { accept, type Field, refuse } from '../../engine/url/fields';
import { gamePlaybackDefaults, gamePlaybackFields } from '../../engine/url/gamePace';

/** The 8 puzzle's URL state: `tiles` (9 digits 0–8 row-major, 0 the blank), plus speed and fastest. */
export interface EightPuzzleUrlState extends PlaybackState {
  tiles: number[];
}

const tilesField: Field<number[]> = {
  parse: (raw) => {
    const tiles = parseTiles(raw.trim());
    return tiles ? accept(tiles) : refuse('must be the 9 digits 0–8, each once (0 is the blank)');
  },
  // Always written, the goal too: a link without tiles opens a new shuffled board.
  format: (tiles) => tiles.join(''),
};

/** An unsolvable arrangement is accepted as it is: the page says so at once. */
export const eightPuzzleCodec = defineCodec<EightPuzzleUrlState>({ ...gamePlaybackFields, tiles: tilesField });

/**
 * A page opened without tiles starts on a shuffled board, written to its URL at once (so a reload
 * or Share gives the same board): the goal, solved in 0 moves, left nothing to watch.
 */
export const eightPuzzleDefaults = (): EightPuzzleUrlState => ({ ...gamePlaybackDefaults, tiles: shuffledBoard(Math.random) });

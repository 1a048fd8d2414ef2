import { isSolvable } from '../../../workers/games/eightPuzzle';
import { type RunBinding, runBinding } from '../../engine/page/runBinding';
import { type EightPuzzleTypes, eightPuzzleAdapter } from './eightPuzzleAdapter';
import { type EightPuzzleUrlState, eightPuzzleCodec, eightPuzzleDefaults } from './eightPuzzleUrlState';

const sameTiles = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** The 8 puzzle's URL state and its input: the tiles (the visitor's slides so far are the board's own count). */
export const eightPuzzleBinding: RunBinding<EightPuzzleUrlState, EightPuzzleTypes> = runBinding(eightPuzzleAdapter, {
  codec: eightPuzzleCodec,
  defaults: eightPuzzleDefaults,
  toInput: ({ tiles }) => ({ tiles, handMoves: 0 }),
  // A slide by hand, a shuffle or a reset loads the new tiles; the URL follows.
  toUrl: ({ tiles }) => ({ tiles: [...tiles] }),
  sameInput: (a, b) => sameTiles(a.tiles, b.tiles),
});

/** Known from the tiles alone (slides keep the parity): Play, Solve and their keys wait for a board that can be solved. */
export const unsolvable = (state: EightPuzzleUrlState) => !isSolvable(state.tiles);

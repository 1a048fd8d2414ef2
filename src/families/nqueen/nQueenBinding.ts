import { type RunBinding, runBinding } from '../../engine/page/runBinding';
import { type NQueenTypes, nQueenAdapter } from './nQueenAdapter';
import { type NQueenUrlState, nQueenCodec, nQueenDefaults } from './nQueenUrlState';

const noQueens: readonly number[] = [];

/**
 * N-Queen's URL state and its input: the size, the AI's order and seed. The visitor's queens are
 * the board's, not the URL's: a new size or order starts on an empty board.
 */
export const nQueenBinding: RunBinding<NQueenUrlState, NQueenTypes> = runBinding(nQueenAdapter, {
  codec: nQueenCodec,
  defaults: nQueenDefaults,
  toInput: ({ n, order, seed }) => ({ n, order, seed, queens: noQueens }),
  // Solve again in the Randomised order draws a new seed: the URL follows the run on the stage.
  toUrl: ({ n, order, seed }) => ({ n, order, seed }),
  sameInput: (a, b) => a.n === b.n && a.order === b.order && a.seed === b.seed,
});

/** The board with the queen at `cell` placed or taken off. */
export function toggleQueen(queens: readonly number[], cell: number): number[] {
  const next = new Set(queens);
  if (!next.delete(cell)) next.add(cell);
  return [...next];
}

export { noQueens };

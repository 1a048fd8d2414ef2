import type { Operation } from '../protocol/ops';
import { isSolvable, UNSOLVABLE } from './eightPuzzle';
import { aStar } from './eightPuzzleSearch';

/** The 8 puzzle AI's operation codes (shape: workers/protocol/ops.ts). */
export const PuzzleOp = {
  /** result moves expanded: what A* found (moves = -1: nothing within the cap); a marker, first. */
  Result: 1,
  /** slide cell blank: the tile at cell a slides into the blank at b. */
  Slide: 2,
} as const;

/** A slide is a step; the result marker takes no time (the model and the worker's count share it). */
export const puzzleOpCost = (code: number) => (code === PuzzleOp.Slide ? 1 : 0);

/** A* runs once, up front (milliseconds); its moves then animate one slide at a time. */
export function* eightPuzzleOps(tiles: readonly number[]): Generator<Operation, void> {
  if (!isSolvable(tiles)) throw new Error(UNSOLVABLE);
  const { moves, expanded } = aStar(tiles);
  yield [PuzzleOp.Result, moves ? moves.length : -1, expanded, 0];
  let blank = tiles.indexOf(0);
  for (const cell of moves ?? []) {
    yield [PuzzleOp.Slide, cell, blank, 0];
    blank = cell;
  }
}

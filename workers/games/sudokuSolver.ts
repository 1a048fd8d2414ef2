import type { Operation } from '../protocol/ops';
import { mostConstrainedBlank, SIZE } from './sudoku';

/** The sudoku solver's operation codes (shape: workers/protocol/ops.ts). */
export const SudokuOp = {
  /** try cell digit: the solver writes a digit it is trying (one placement). */
  Try: 1,
  /** backtrack cell: the digit in cell a led nowhere and is taken out (one backtrack). */
  Backtrack: 2,
  /** solved a: a = 1 when the board is full and valid, 0 when the puzzle has no solution (a marker). */
  Solved: 3,
  /** erase cell: a visitor's entry is cleared before solving from the clues (a marker). */
  Erase: 4,
} as const;

/** A try or a backtrack is a step; the markers take no time (the model and the worker's count share it). */
export const sudokuOpCost = (code: number) => (code === SudokuOp.Try || code === SudokuOp.Backtrack ? 1 : 0);

/**
 * Backtracking, animated: always the blank with the fewest candidates next, trying its digits in
 * increasing order. The rule keeps most runs short (a generated Easy sudoku about 50 steps,
 * Medium a few hundred, Hard 1,500 at the median), not all: the worst of 30 Hard puzzles took
 * 51,000, Inkala's 'world's hardest' 20,000 and a 17-clue puzzle built against backtracking
 * 90,000. The worker counts each run (gamesRunner.ts), so the progress bar shows its length.
 */
export function* sudokuSolveOps(puzzle: readonly number[], entries: readonly number[] = []): Generator<Operation, void> {
  for (const [cell, digit] of entries.entries()) if (digit && !puzzle[cell]) yield [SudokuOp.Erase, cell, 0, 0];
  const cells = [...puzzle];
  function* search(): Generator<Operation, boolean> {
    const { cell, mask } = mostConstrainedBlank(cells);
    if (cell < 0) return true;
    for (let d = 1; d <= SIZE; d++) {
      if (!(mask & (1 << d))) continue;
      cells[cell] = d;
      yield [SudokuOp.Try, cell, d, 0];
      if (yield* search()) return true;
      cells[cell] = 0;
      yield [SudokuOp.Backtrack, cell, 0, 0];
    }
    return false;
  }
  const solved = yield* search();
  yield [SudokuOp.Solved, solved ? 1 : 0, 0, 0];
}

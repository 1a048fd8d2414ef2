import type { Cells } from './sudoku';
import { eachSolution } from './sudokuExactCover';
import { type GeneratedSudoku, generateSudoku, type SudokuLevel } from './sudokuGenerator';

/** A shared puzzle's one solution, or why it cannot be played (the page's note: 'Ignored puzzle: …'). */
export type SharedCheck = { solution: Cells } | { refused: string };

/**
 * Whether a puzzle from a link can be played: it needs a blank for the visitor to fill (a
 * complete grid opened on 'Game Over You Won' before anyone touched it) and exactly one
 * solution. The search stops at the second solution; on adversarial puzzles it can take half a
 * second, so it runs in the generator's worker, never on the page's thread.
 */
export function checkSharedPuzzle(puzzle: readonly number[]): SharedCheck {
  if (puzzle.every(Boolean)) return { refused: 'it has no blank cell' };
  let count = 0;
  let solution: Cells | null = null;
  eachSolution(puzzle, (cells) => {
    solution ??= [...cells];
    return ++count >= 2;
  });
  if (!solution) return { refused: 'this sudoku has no solution' };
  if (count > 1) return { refused: 'this sudoku has more than one solution' };
  return { solution };
}

/** What the page shows next: the shared puzzle when it can be played, else a fresh one of `level` and why the shared one was refused. */
export interface PreparedSudoku extends GeneratedSudoku {
  refused?: string;
}

/** The page's next puzzle: `shared` (from a link) if it can be played, otherwise a new one of `level`. */
export function preparePuzzle(level: SudokuLevel, random: () => number, shared?: readonly number[]): PreparedSudoku {
  if (!shared) return generateSudoku(level, random);
  const check = checkSharedPuzzle(shared);
  if ('solution' in check) return { puzzle: [...shared], solution: check.solution };
  return { ...generateSudoku(level, random), refused: check.refused };
}

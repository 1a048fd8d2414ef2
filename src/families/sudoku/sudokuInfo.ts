import type { ComplexityData } from '../../engine/layout/ComplexityTables';
import { cellLooks } from '../../render/board/cellLooks';

/** The game's description and the complexity of its AI. */
export const sudokuInfo: ComplexityData = {
  description: `Fill every row, column and 3×3 box with 1–9. Tap a cell to cycle its digit, or type 1–9 on a focused cell (Backspace, Delete or 0 clears it). Solve lets backtracking take over: it fills the blank with the fewest candidates (the first in reading order on a tie), tries its digits in order (${cellLooks.tried.words}) and takes a digit back (${cellLooks.backtracked.words}) when it leads nowhere. Every generated puzzle has exactly one solution.`,
  time: ['O(9^m)', 'O(m)', 'O(9^m)'],
  space: ['O(m)', 'O(m)', 'O(m)'],
};

/** What Solve and Play do on this page: the same, so the line under them says so. */
export const sudokuSolveHelp =
  'Solve or Play: watch the AI solve the board from its clues, step by step (your digits are cleared first). Pause and the step buttons go through it one digit at a time.';

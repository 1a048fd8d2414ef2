import type { ComplexityData } from '../../engine/layout/ComplexityTables';
import { cellLooks } from '../../render/board/cellLooks';

/** The game's description and the complexity of its AI. */
export const nQueenInfo: ComplexityData = {
  description: `Place N queens so that none attacks another: no two share a row, column or diagonal. Tap a cell to place or remove a queen; attacked queens turn ${cellLooks.conflict.words}. The AI places one queen per row from the top, trying columns left to right (Normal) or in a seeded shuffle drawn afresh each time it enters a row (Randomised; Solve after a finished run draws a new seed, which the link keeps), and backtracks when a row has no safe column. Placements count queens put on safe squares; backtracks count queens taken back.`,
  time: ['O(n!)', 'O(n^2)', 'O(n!)'],
  space: ['O(n)', 'O(n)', 'O(n)'],
};

/** What Solve and Play do on this page: the same, so the line under them says so. */
export const nQueenSolveHelp =
  'Solve or Play: watch the AI place the queens row by row, step by step (your queens are taken off first). Pause and the step buttons go through it one queen at a time.';

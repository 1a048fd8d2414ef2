import * as Comlink from 'comlink';
import { seededRandom } from '../protocol/random';
import { generateSudoku, SUDOKU_LEVELS, type SudokuLevel } from './sudokuGenerator';

/**
 * The Difficulty button's worker: a new puzzle takes tens of milliseconds, at worst seconds
 * (MAX_FRESH_GRIDS), so it stays off the main thread like the maze and every run.
 */
const api = {
  generate(level: SudokuLevel, seed: number) {
    if (!SUDOKU_LEVELS.includes(level)) throw new Error(`Unknown sudoku level: ${String(level)}`);
    return generateSudoku(level, seededRandom(seed));
  },
};
export type SudokuGeneratorApi = typeof api;
Comlink.expose(api);

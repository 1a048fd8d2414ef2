import * as Comlink from 'comlink';
import { seededRandom } from '../protocol/random';
import { preparePuzzle } from './sharedSudoku';
import { isSudokuDigits, NOT_A_SUDOKU } from './sudoku';
import { SUDOKU_LEVELS, type SudokuLevel } from './sudokuGenerator';

/**
 * The sudoku page's puzzle worker: a new puzzle takes tens of milliseconds, at worst seconds
 * (MAX_FRESH_GRIDS), and proving a shared puzzle has one solution up to half a second, so both
 * stay off the main thread like the maze and every run.
 */
const api = {
  prepare(level: SudokuLevel, seed: number, shared?: number[]) {
    if (!SUDOKU_LEVELS.includes(level)) throw new Error(`Unknown sudoku level: ${String(level)}`);
    if (shared && !isSudokuDigits(shared)) throw new Error(NOT_A_SUDOKU);
    return preparePuzzle(level, seededRandom(seed), shared);
  },
};
export type SudokuGeneratorApi = typeof api;
Comlink.expose(api);

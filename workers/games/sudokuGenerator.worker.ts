import * as Comlink from 'comlink';
import { seededRandom } from '../protocol/random';
import { preparePuzzle } from './sharedSudoku';
import { CELLS } from './sudoku';
import { SUDOKU_LEVELS, type SudokuLevel } from './sudokuGenerator';

/**
 * The sudoku page's puzzle worker: a new puzzle takes tens of milliseconds, at worst seconds
 * (MAX_FRESH_GRIDS), and proving a shared puzzle has one solution up to half a second, so both
 * stay off the main thread like the maze and every run.
 */
const api = {
  prepare(level: SudokuLevel, seed: number, shared?: number[]) {
    if (!SUDOKU_LEVELS.includes(level)) throw new Error(`Unknown sudoku level: ${String(level)}`);
    if (shared && !(shared.length === CELLS && shared.every((d) => Number.isInteger(d) && d >= 0 && d <= 9))) throw new Error('A sudoku needs 81 digits 0–9');
    return preparePuzzle(level, seededRandom(seed), shared);
  },
};
export type SudokuGeneratorApi = typeof api;
Comlink.expose(api);

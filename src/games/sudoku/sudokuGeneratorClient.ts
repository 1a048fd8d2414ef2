import * as Comlink from 'comlink';
import type { GeneratedSudoku, SudokuLevel } from '../../../workers/games/sudokuGenerator';
import type { SudokuGeneratorApi } from '../../../workers/games/sudokuGenerator.worker';

let api: Comlink.Remote<SudokuGeneratorApi> | null = null;

/** A new puzzle of `level` and its solution from the generator worker (started on first use, kept for the next). */
export function newSudoku(level: SudokuLevel): Promise<GeneratedSudoku> {
  api ??= Comlink.wrap<SudokuGeneratorApi>(new Worker(new URL('../../../workers/games/sudokuGenerator.worker.ts', import.meta.url), { type: 'module' }));
  return api.generate(level, Math.floor(Math.random() * 2 ** 31));
}

import type { GeneratedSudoku, SudokuLevel } from '../../../workers/games/sudokuGenerator';
import type { SudokuGeneratorApi } from '../../../workers/games/sudokuGenerator.worker';
import { lazyWorker } from '../../visualizers/engine/lazyWorker';

const generator = lazyWorker<SudokuGeneratorApi>(() => new Worker(new URL('../../../workers/games/sudokuGenerator.worker.ts', import.meta.url), { type: 'module' }));

/** A new puzzle of `level` and its solution from the generator worker (started on first use, kept for the next). */
export const newSudoku = (level: SudokuLevel): Promise<GeneratedSudoku> => generator((api) => api.generate(level, Math.floor(Math.random() * 2 ** 31)));

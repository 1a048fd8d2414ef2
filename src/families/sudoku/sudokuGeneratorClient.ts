import type { PreparedSudoku } from '../../../workers/games/sharedSudoku';
import type { SudokuLevel } from '../../../workers/games/sudokuGenerator';
import type { SudokuGeneratorApi } from '../../../workers/games/sudokuGenerator.worker';
import { lazyWorker } from '../../engine/worker/lazyWorker';

const generator = lazyWorker<SudokuGeneratorApi>(
  () => new Worker(new URL('../../../workers/games/sudokuGenerator.worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * The page's next puzzle and its solution from the puzzle worker (started on first use, kept for
 * the next): `shared` (a link's) when it can be played, else a new one of `level` and why.
 */
export const preparedSudoku = (level: SudokuLevel, shared?: readonly number[]): Promise<PreparedSudoku> =>
  generator((api) => api.prepare(level, Math.floor(Math.random() * 2 ** 31), shared ? [...shared] : undefined));

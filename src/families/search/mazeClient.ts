import type { MazeApi } from '../../../workers/search/maze.worker';
import { lazyWorker } from '../../engine/worker/lazyWorker';

const mazeWorker = lazyWorker<MazeApi>(() => new Worker(new URL('../../../workers/search/maze.worker.ts', import.meta.url), { type: 'module' }));

/** A seeded perfect maze from the maze worker (started on first use, kept for the next). */
export const newMaze = (seed: number): Promise<string> => mazeWorker((api) => api.maze(seed));

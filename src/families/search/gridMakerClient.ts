import type { GridMakerApi } from '../../../workers/search/gridMaker.worker';
import type { ObstaclesAnswer } from '../../../workers/search/obstacles';
import { lazyWorker } from '../../engine/worker/lazyWorker';

const gridMaker = lazyWorker<GridMakerApi>(
  () => new Worker(new URL('../../../workers/search/gridMaker.worker.ts', import.meta.url), { type: 'module' }),
);

/** A seeded perfect maze from the grid maker worker (started on first use, kept for the next). */
export const newMaze = (seed: number): Promise<string> => gridMaker((api) => api.maze(seed));

/** Seeded random obstacles around the grid's S and E that leave a path between them (null grid: none found). */
export const newObstacles = (grid: string, seed: number): Promise<ObstaclesAnswer> => gridMaker((api) => api.obstacles(grid, seed));

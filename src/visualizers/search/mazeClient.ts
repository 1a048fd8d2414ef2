import * as Comlink from 'comlink';
import type { MazeApi } from '../../../workers/search/maze.worker';

let api: Comlink.Remote<MazeApi> | null = null;

/** A seeded perfect maze from the maze worker (started on first use, kept for the next). */
export function newMaze(seed: number): Promise<string> {
  api ??= Comlink.wrap<MazeApi>(new Worker(new URL('../../../workers/search/maze.worker.ts', import.meta.url), { type: 'module' }));
  return api.maze(seed);
}

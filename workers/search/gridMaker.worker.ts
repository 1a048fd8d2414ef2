import * as Comlink from 'comlink';
import { generateMaze } from './maze';
import { obstaclesWithPath } from './obstacles';

/** The Maze and Random obstacles buttons' worker: new grids are made off the main thread, like every run. */
const api = {
  maze: (seed: number) => generateMaze(seed),
  obstacles: (grid: string, seed: number) => obstaclesWithPath(grid, seed),
};
export type GridMakerApi = typeof api;
Comlink.expose(api);

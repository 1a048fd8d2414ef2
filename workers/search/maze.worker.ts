import * as Comlink from 'comlink';
import { generateMaze } from './maze';

/** The Maze button's worker: maze generation stays off the main thread like every run. */
const api = { maze: (seed: number) => generateMaze(seed) };
export type MazeApi = typeof api;
Comlink.expose(api);

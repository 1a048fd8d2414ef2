import { exposeRunHost } from '../protocol/workerHost';
import { gamesRunner } from './gamesRunner';

/** The games' animated AIs (sudoku solver, N-Queen, 8 puzzle A*) on the engine's run host. */
exposeRunHost(gamesRunner);

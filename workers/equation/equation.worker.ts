import { exposeRunHost } from '../protocol/workerHost';
import { equationRunner } from './equationRunner';

/** The equation worker: the engine's run host over the four evaluators. */
exposeRunHost(equationRunner);

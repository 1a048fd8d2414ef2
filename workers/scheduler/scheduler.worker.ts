import { exposeRunHost } from '../protocol/workerHost';
import { schedulerRunner } from './schedulerRunner';

/** The scheduler worker: the engine's run host over the tick-by-tick simulation. */
exposeRunHost(schedulerRunner);

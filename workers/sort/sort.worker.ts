import { exposeRunHost } from '../protocol/workerHost';
import { sortRunner } from './sortRunner';

/** The sort worker: the engine's run host over sort's generators. */
exposeRunHost(sortRunner);

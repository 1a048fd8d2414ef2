import { exposeRunHost } from '../protocol/workerHost';
import { searchRunner } from './searchRunner';

/** The search worker: the engine's run host over search's generators. */
exposeRunHost(searchRunner);

import { RunSession } from '../../engine/session/RunSession';
import { type SchedulerInput, schedulerAdapter } from './schedulerAdapter';

export const createSchedulerSession = (input: SchedulerInput) => new RunSession(schedulerAdapter, input);
export type SchedulerSession = ReturnType<typeof createSchedulerSession>;

import type { RunPageSession } from '../../engine/page/runBinding';
import type { SchedulerTypes } from './schedulerAdapter';

/** A scheduler page's engine session. */
export type SchedulerSession = RunPageSession<SchedulerTypes>;

import { SCHEDULER_ALGORITHMS, type SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import type { FamilyEntry } from '../../engine/page/familyEntry';
import { schedulerTitles } from './schedulerTitles';

/** The schedulers in the site's catalogue: each reads a process set (given, or drawn from its seed) the same way. */
export const schedulerFamily: FamilyEntry<SchedulerAlgorithm, 'processschedulervisualizer'> = {
  route: 'processschedulervisualizer',
  values: SCHEDULER_ALGORITHMS,
  titles: schedulerTitles,
  loadPage: () => import('./SchedulerVisualizerPage'),
  carries: () => ['procs', 'n', 'range', 'seed', 'q'],
};

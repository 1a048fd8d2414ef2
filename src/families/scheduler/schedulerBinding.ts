import type { SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import { bindingPerValue, type RunBinding, runBinding } from '../../engine/page/runBinding';
import { sameProcs } from './processSets';
import { type SchedulerTypes, schedulerAdapter } from './schedulerAdapter';
import { type SchedulerUrlState, schedulerCodec, schedulerDefaults } from './schedulerUrlState';

/** A scheduler page's URL state and its input: the process set, the quantum and the lottery's seed. */
export const schedulerBinding = bindingPerValue(
  (algorithm: SchedulerAlgorithm): RunBinding<SchedulerUrlState, SchedulerTypes> =>
    runBinding(schedulerAdapter, {
      codec: schedulerCodec,
      defaults: schedulerDefaults,
      toInput: ({ procs, q, seed }) => ({ algorithm, procs, quantum: q, seed }),
      toUrl: ({ procs, quantum, seed }) => ({ procs: procs as SchedulerUrlState['procs'], q: quantum, seed }),
      sameInput: (a, b) => a.algorithm === b.algorithm && a.quantum === b.quantum && a.seed === b.seed && sameProcs(a.procs, b.procs),
    }),
);

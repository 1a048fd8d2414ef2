import type { Operation } from '../protocol/ops';
import { PreemptReason, SchedulerOp, TickKind } from './schedulerOps';
import type { SchedulerAlgorithm } from './schedulerTypes';
import type { ScheduleResult } from './simulate';

/** The run as operations, tick by tick, in the order things happen inside a tick. */
export function* scheduleOperations(result: ScheduleResult, algorithm: SchedulerAlgorithm): Generator<Operation, void> {
  const reason = algorithm === 'roundrobin' ? PreemptReason.Quantum : PreemptReason.Better;
  let end = 0;
  for (const tick of result.ticks) {
    for (const pid of tick.arrivals) yield [SchedulerOp.Arrive, pid, tick.time, 0];
    if (tick.preempted >= 0) yield [SchedulerOp.Preempt, tick.preempted, tick.time, reason];
    if (tick.dispatched >= 0) yield [SchedulerOp.Dispatch, tick.dispatched, tick.time, tick.drawnFrom];
    yield [SchedulerOp.Tick, tick.running, tick.time, tick.renewed ? TickKind.Renewed : TickKind.Plain];
    if (tick.completed >= 0) yield [SchedulerOp.Complete, tick.completed, tick.time + 1, 0];
    end = tick.time + 1;
  }
  yield [SchedulerOp.Done, -1, end, 0];
}

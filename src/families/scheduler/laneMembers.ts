import { Lane, type SchedulerModel } from './schedulerModel';

/**
 * The processes in a lane, in the order the lane shows them: the queue in its order, Completed in
 * the order they finished, Incoming (and the one Running) in the order they arrive, so the lane
 * reads as what comes next.
 */
export function membersOf(model: SchedulerModel, lane: number): readonly number[] {
  if (lane === Lane.Queue) return model.queue;
  if (lane === Lane.Completed) return model.completedOrder;
  return model.arrivalOrder.filter((pid) => model.lane[pid] === lane);
}

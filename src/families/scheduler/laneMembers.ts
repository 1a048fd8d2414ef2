import { Lane, type SchedulerModel } from './schedulerModel';

/**
 * The processes in a lane, in the order the lane shows them: the queue in its order, Completed in
 * the order they finished, Incoming (and the one Running) in the order they arrive, so the lane
 * reads as what comes next.
 */
export function membersOf(model: SchedulerModel, lane: number): readonly number[] {
  const { queue, completedOrder, lane: lanes } = model.state;
  if (lane === Lane.Queue) return queue;
  if (lane === Lane.Completed) return completedOrder;
  return model.arrivalOrder.filter((pid) => lanes[pid] === lane);
}

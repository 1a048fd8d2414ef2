import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { scheduleOperations } from '../../../workers/scheduler/operations';
import { schedule } from '../../../workers/scheduler/simulate';
import { membersOf } from './laneMembers';
import { Lane, SchedulerModel } from './schedulerModel';

describe('the lanes', () => {
  it('list Incoming in the order the processes will arrive, not by index', () => {
    const procs = [9, 0, 4].map((arrival) => ({ arrival, burst: 1, priority: 1 }));
    const model = new SchedulerModel(procs, 'fcfs', 1);
    expect(membersOf(model, Lane.Incoming)).toEqual([1, 2, 0]);
    const ops = new Int32Array([...scheduleOperations(schedule(procs, 'fcfs', 1, 1), 'fcfs')].flat());
    // Up to P1's completion at 1: P1 has left Incoming, P2 and P0 still wait to arrive.
    let i = 0;
    while (model.completedOrder.length < 1) model.apply(ops, i++);
    expect(membersOf(model, Lane.Incoming)).toEqual([2, 0]);
    expect(membersOf(model, Lane.Completed)).toEqual([1]);
    for (; i < ops.length / OP_WIDTH; i++) model.apply(ops, i);
    expect(membersOf(model, Lane.Incoming)).toEqual([]);
  });
});

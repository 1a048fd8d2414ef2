import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { scheduleOperations } from '../../../workers/scheduler/operations';
import type { ProcessSpec, SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import { schedule } from '../../../workers/scheduler/simulate';
import { Lane, SchedulerModel } from './schedulerModel';

function play(procs: ProcessSpec[], algorithm: SchedulerAlgorithm, q: number, seed = 1) {
  const ops = new Int32Array([...scheduleOperations(schedule(procs, algorithm, q, seed), algorithm)].flat());
  const model = new SchedulerModel(procs, algorithm, q);
  return { model, ops, count: ops.length / OP_WIDTH };
}

describe('SchedulerModel', () => {
  const procs = [
    { arrival: 0, burst: 24, priority: 1 },
    { arrival: 0, burst: 3, priority: 1 },
    { arrival: 0, burst: 3, priority: 1 },
  ];

  it('rebuilds the run from the operations: completions, waiting and Gantt chart', () => {
    const { model, ops, count } = play(procs, 'roundrobin', 4);
    for (let i = 0; i < count; i++) model.apply(ops, i);
    expect(model.done).toBe(true);
    expect(Array.from(model.completion)).toEqual([30, 7, 10]);
    expect(Array.from(model.waiting)).toEqual([6, 4, 7]);
    expect(model.averages()?.waiting.toFixed(2)).toBe('5.67');
    expect(model.slices.map((s) => s.pid)).toEqual([0, 1, 2, 0, 0, 0, 0, 0]);
    // The page's chart is the simulation's, a slice for every quantum.
    expect(model.slices).toEqual(schedule(procs, 'roundrobin', 4, 1).slices);
    expect(Array.from(model.lane)).toEqual([Lane.Completed, Lane.Completed, Lane.Completed]);
  });

  it('averages only the completed processes', () => {
    const { model, ops, count } = play(procs, 'fcfs', 1);
    let i = 0;
    while (model.completedOrder.length < 1) model.apply(ops, i++);
    expect(model.averages()).toEqual({ waiting: 0, turnaround: 24 });
    for (; i < count; i++) model.apply(ops, i);
    expect(model.averages()).toEqual({ waiting: 17, turnaround: 27 });
  });

  it('restores a snapshot exactly', () => {
    const { model, ops, count } = play(procs, 'sjfpreemptive', 1);
    for (let i = 0; i < 10; i++) model.apply(ops, i);
    const snap = model.snapshot();
    const before = JSON.stringify(snap);
    for (let i = 10; i < count; i++) model.apply(ops, i);
    model.restore(snap);
    expect(JSON.stringify(model.snapshot())).toBe(before);
  });

  it('charges a clock tick more of the delay than a lane move, and the end marker nothing', () => {
    const { model, ops, count } = play(procs, 'fcfs', 1);
    const costs = Array.from({ length: count }, (_, i) => model.cost(ops, i));
    expect(costs[costs.length - 1]).toBe(0);
    expect(costs.every((c) => c > 0 && c <= 1) || costs.slice(0, -1).every((c) => c > 0 && c < 1)).toBe(true);
  });
});

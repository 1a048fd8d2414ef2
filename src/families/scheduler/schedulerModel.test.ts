import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { scheduleOperations } from '../../../workers/scheduler/operations';
import { SchedulerOp, TickKind } from '../../../workers/scheduler/schedulerOps';
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

  it("keeps each process's response time (first run − arrival) from its first dispatch", () => {
    const srtf = [
      { arrival: 0, burst: 8, priority: 1 },
      { arrival: 1, burst: 4, priority: 1 },
      { arrival: 2, burst: 9, priority: 1 },
      { arrival: 3, burst: 5, priority: 1 },
    ];
    const { model, ops, count } = play(srtf, 'sjfpreemptive', 1);
    expect([0, 1, 2, 3].map((pid) => model.response(pid))).toEqual([-1, -1, -1, -1]);
    for (let i = 0; i < count; i++) model.apply(ops, i);
    // Silberschatz's SRTF example: P0 runs at 0, P1 at 1, P3 at 5, P2 at 17; P0's return at 10 is not its first run.
    expect([0, 1, 2, 3].map((pid) => model.response(pid))).toEqual(schedule(srtf, 'sjfpreemptive', 1, 1).processes.map((p) => p.response));
    expect([0, 1, 2, 3].map((pid) => model.response(pid))).toEqual([0, 0, 15, 2]);
  });

  it('starts a new Gantt slice where the Tick says the quantum was renewed, and only there', () => {
    const one = [{ arrival: 0, burst: 3, priority: 1 }];
    const ops = new Int32Array(
      [
        [SchedulerOp.Arrive, 0, 0, 0],
        [SchedulerOp.Dispatch, 0, 0, 0],
        [SchedulerOp.Tick, 0, 0, TickKind.Plain],
        [SchedulerOp.Tick, 0, 1, TickKind.Renewed],
        [SchedulerOp.Tick, 0, 2, TickKind.Plain],
      ].flat(),
    );
    // The quantum given to the model plays no part: the worker decides renewals.
    const model = new SchedulerModel(one, 'roundrobin', 5);
    for (let i = 0; i < 5; i++) model.apply(ops, i);
    expect(model.slices).toEqual([
      { pid: 0, start: 0, end: 1 },
      { pid: 0, start: 1, end: 3 },
    ]);
    expect(model.quantumUsed[0]).toBe(2);
  });

  it('lists the processes in the order they arrive, ties by index', () => {
    const model = new SchedulerModel(
      [9, 0, 4, 0].map((arrival) => ({ arrival, burst: 1, priority: 1 })),
      'fcfs',
      1,
    );
    expect(model.arrivalOrder).toEqual([1, 3, 2, 0]);
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

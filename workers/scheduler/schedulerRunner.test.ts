import { describe, expect, it } from 'vitest';
import { createRunHost } from '../protocol/workerHost';
import { SchedulerOp } from './schedulerOps';
import { schedulerRunner, validateSchedulerInput } from './schedulerRunner';

const input = { algorithm: 'roundrobin', processes: [{ arrival: 1, burst: 2, priority: 1 }, { arrival: 1, burst: 1, priority: 1 }], quantum: 1, seed: 3 };

describe('scheduler runner', () => {
  it('refuses bad input in words', () => {
    expect(() => validateSchedulerInput({ ...input, algorithm: 'nope' })).toThrow('Unknown scheduler: nope');
    expect(() => validateSchedulerInput({ ...input, processes: [] })).toThrow('1 to 50 processes');
    expect(() => validateSchedulerInput({ ...input, processes: [{ arrival: 0, burst: 0, priority: 1 }] })).toThrow('P0: burst');
    expect(() => validateSchedulerInput({ ...input, quantum: 0 })).toThrow('quantum');
  });

  it('streams one group per tick through the run host, ending with Done', async () => {
    const host = createRunHost(schedulerRunner, () => {});
    const started = host.start(validateSchedulerInput(input) as never);
    const ops = started.first.ops;
    expect(started.first.done).toBe(true);
    const codes = Array.from({ length: ops.length / 4 }, (_, i) => Array.from(ops.subarray(i * 4, i * 4 + 4)));
    expect(await host.total(started.runId)).toBe(codes.length);
    expect(started.meta.length).toBe(4);
    // idle tick 0, both arrive at 1, P0 runs, quantum expires with P1 waiting, P1 runs and completes, P0 finishes
    expect(codes).toEqual([
      [SchedulerOp.Tick, -1, 0, 0],
      [SchedulerOp.Arrive, 0, 1, 0],
      [SchedulerOp.Arrive, 1, 1, 0],
      [SchedulerOp.Dispatch, 0, 1, 0],
      [SchedulerOp.Tick, 0, 1, 0],
      [SchedulerOp.Preempt, 0, 2, 1],
      [SchedulerOp.Dispatch, 1, 2, 0],
      [SchedulerOp.Tick, 1, 2, 0],
      [SchedulerOp.Complete, 1, 3, 0],
      [SchedulerOp.Dispatch, 0, 3, 0],
      [SchedulerOp.Tick, 0, 3, 0],
      [SchedulerOp.Complete, 0, 4, 0],
      [SchedulerOp.Done, -1, 4, 0],
    ]);
  });
});

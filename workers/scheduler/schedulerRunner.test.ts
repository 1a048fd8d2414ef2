import { describe, expect, it, vi } from 'vitest';
import { createRunHost } from '../protocol/workerHost';
import { SchedulerOp } from './schedulerOps';
import { schedulerRunner, validateSchedulerInput } from './schedulerRunner';
import { schedule } from './simulate';

// The real simulation, watched: how often a run simulates its schedule.
vi.mock('./simulate', async (original) => {
  const real = await original<typeof import('./simulate')>();
  return { ...real, schedule: vi.fn(real.schedule) };
});

const input = {
  algorithm: 'roundrobin',
  processes: [
    { arrival: 1, burst: 2, priority: 1 },
    { arrival: 1, burst: 1, priority: 1 },
  ],
  quantum: 1,
  seed: 3,
};

describe('scheduler runner', () => {
  it('refuses bad input in words', () => {
    expect(() => validateSchedulerInput({ ...input, algorithm: 'nope' })).toThrow('Unknown scheduler: nope');
    expect(() => validateSchedulerInput({ ...input, processes: [] })).toThrow('A set needs 1 to 50 processes');
    expect(() => validateSchedulerInput({ ...input, processes: [{ arrival: 0, burst: 0, priority: 1 }] })).toThrow(
      'P0 burst must be a whole number from 1 to 100',
    );
    expect(() => validateSchedulerInput({ ...input, quantum: 0 })).toThrow('The quantum must be a whole number from 1 to 50');
    expect(() => validateSchedulerInput({ ...input, quantum: 51 })).toThrow('The quantum must be a whole number from 1 to 50');
    expect(validateSchedulerInput({ ...input, quantum: 50 }).quantum).toBe(50);
  });

  it('streams one group per tick through the run host, ending with Done', async () => {
    const host = createRunHost(schedulerRunner, () => {});
    const started = host.start(validateSchedulerInput(input) as never);
    const ops = started.first.ops;
    expect(started.first.done).toBe(true);
    const codes = Array.from({ length: ops.length / 4 }, (_, i) => Array.from(ops.subarray(i * 4, i * 4 + 4)));
    expect((await host.total(started.runId))?.ops).toBe(codes.length);
    expect(started.meta).toEqual({});
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
    // Twelve steps, but four ticks of half a delay and eight lane moves of a quarter: four delays (a video's length).
    expect(await host.total(started.runId)).toEqual({ ops: 13, steps: 12, delays: 4 });
  });

  it('simulates a run once, though the host asks for its operations and counts them apart', async () => {
    const simulate = vi.mocked(schedule);
    simulate.mockClear();
    const host = createRunHost(schedulerRunner, () => {});
    const started = host.start(
      validateSchedulerInput({ ...input, processes: Array.from({ length: 50 }, () => ({ arrival: 0, burst: 100, priority: 1 })) }) as never,
    );
    let chunk = started.first;
    let streamed = chunk.ops.length / 4;
    while (!chunk.done) {
      const next = host.nextChunk(started.runId);
      if (!next) throw new Error('the run ended early');
      chunk = next;
      streamed += chunk.ops.length / 4;
    }
    expect((await host.total(started.runId))?.ops).toBe(streamed);
    expect(streamed).toBeGreaterThan(5000);
    expect(simulate).toHaveBeenCalledTimes(1);
  });
});

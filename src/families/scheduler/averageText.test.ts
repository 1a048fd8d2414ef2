import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { scheduleOperations } from '../../../workers/scheduler/operations';
import type { ProcessSpec } from '../../../workers/scheduler/schedulerTypes';
import { schedule } from '../../../workers/scheduler/simulate';
import { twoDecimals } from './averageText';
import { averagesLine } from './schedulerAdapter';
import { SchedulerModel } from './schedulerModel';

describe('twoDecimals', () => {
  it('rounds exact ties up, as a hand calculation does', () => {
    // 3/40, 7/40, 1/8, 67/40: the first two are just below the tie as doubles.
    expect([3 / 40, 7 / 40, 1 / 8, 67 / 40].map(twoDecimals)).toEqual(['0.08', '0.18', '0.13', '1.68']);
  });

  it('rounds other averages to the nearest hundredth', () => {
    expect([17 / 3, 0, 27, 2 / 3, 1 / 49, 2499 / 50].map(twoDecimals)).toEqual(['5.67', '0.00', '27.00', '0.67', '0.02', '49.98']);
  });
});

describe('the averages line', () => {
  it('shows 0.08 for a waiting average of exactly 0.075 (40 processes, FCFS)', () => {
    // P0 runs 0-4 while P1 (arrives at 1) waits 3; then one process a tick from 5 to 42, none waiting.
    const procs: ProcessSpec[] = [
      { arrival: 0, burst: 4, priority: 1 },
      { arrival: 1, burst: 1, priority: 1 },
    ];
    for (let t = 5; t <= 42; t++) procs.push({ arrival: t, burst: 1, priority: 1 });
    const ops = new Int32Array([...scheduleOperations(schedule(procs, 'fcfs', 1, 1), 'fcfs')].flat());
    const model = new SchedulerModel(procs, 'fcfs', 1);
    for (let i = 0; i < ops.length / OP_WIDTH; i++) model.apply(ops, i);
    expect(model.averages()?.waiting).toBeCloseTo(0.075, 12);
    expect(averagesLine(model)).toBe('Average waiting time: 0.08 · Average turnaround time: 1.15');
  });
});

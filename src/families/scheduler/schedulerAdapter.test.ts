import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { scheduleOperations } from '../../../workers/scheduler/operations';
import { schedule } from '../../../workers/scheduler/simulate';
import { narrate, schedulerAdapter } from './schedulerAdapter';
import { SchedulerModel } from './schedulerModel';

/** A model that has applied a whole run of `algorithm` on `procs`. */
function finishedRun(
  procs: { arrival: number; burst: number; priority: number }[],
  algorithm: 'fcfs' | 'roundrobin',
  quantum: number,
): SchedulerModel {
  const ops = new Int32Array([...scheduleOperations(schedule(procs, algorithm, quantum, 1), algorithm)].flat());
  const model = new SchedulerModel(procs, algorithm, quantum);
  for (let i = 0; i < ops.length / OP_WIDTH; i++) model.apply(ops, i);
  return model;
}

describe('scheduler narration', () => {
  it("ends with the last completion's own words before the final averages (FCFS 0:2, 0:1: P1 completes at 3)", () => {
    const model = finishedRun(
      [
        { arrival: 0, burst: 2, priority: 1 },
        { arrival: 0, burst: 1, priority: 1 },
      ],
      'fcfs',
      1,
    );
    expect(schedulerAdapter.story.ending(model).narration).toBe(
      'Time 3: P1 completes. Done: every process completed, waiting 1.00 and turnaround 2.50 on average',
    );
  });
  it('names the process that completes last, not the last one listed (round robin q = 4 on 24, 3, 3: P0 at 30)', () => {
    const model = finishedRun(
      [24, 3, 3].map((burst) => ({ arrival: 0, burst, priority: 1 })),
      'roundrobin',
      4,
    );
    expect(schedulerAdapter.story.ending(model).narration).toMatch(
      /^Time 30: P0 completes\. Done: every process completed, waiting 5\.67 and turnaround 15\.67 on average$/,
    );
  });

  it('says why round robin starts a new slice without a switch (the textbook q = 4 set at 14)', () => {
    const procs = [24, 3, 3].map((burst) => ({ arrival: 0, burst, priority: 1 }));
    const ops = new Int32Array([...scheduleOperations(schedule(procs, 'roundrobin', 4, 1), 'roundrobin')].flat());
    const model = new SchedulerModel(procs, 'roundrobin', 4);
    const told: string[] = [];
    for (let i = 0; i < ops.length / OP_WIDTH; i++) {
      model.apply(ops, i);
      told.push(narrate(model));
    }
    expect(told).toContain('Time 14: P0 used its quantum; nobody waits, so it keeps the CPU for a fresh quantum');
    expect(told).toContain('Time 15: P0 runs');
    expect(told).not.toContain('Time 14: P0 runs');
    expect(told.filter((line) => line.includes('fresh quantum'))).toHaveLength(4);
  });
});

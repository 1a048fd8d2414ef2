import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { scheduleOperations } from '../../../workers/scheduler/operations';
import { schedule } from '../../../workers/scheduler/simulate';
import { narrate } from './schedulerAdapter';
import { SchedulerModel } from './schedulerModel';

describe('scheduler narration', () => {
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

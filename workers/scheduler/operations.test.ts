import { describe, expect, it } from 'vitest';
import { scheduleOperations } from './operations';
import { SchedulerOp, TickKind } from './schedulerOps';
import { schedule } from './simulate';

describe('scheduler operations', () => {
  it('mark the ticks where round robin renews a quantum with nobody waiting, so the page need not work it out', () => {
    const procs = [24, 3, 3].map((burst) => ({ arrival: 0, burst, priority: 1 }));
    const ops = [...scheduleOperations(schedule(procs, 'roundrobin', 4, 1), 'roundrobin')];
    const renewed = ops
      .filter(([code, , , extra]) => code === SchedulerOp.Tick && extra === TickKind.Renewed)
      .map(([, pid, time]) => `P${pid}@${time}`);
    // Silberschatz's q = 4 chart: P0 keeps the CPU alone from 10, a fresh quantum at 14, 18, 22 and 26.
    expect(renewed).toEqual(['P0@14', 'P0@18', 'P0@22', 'P0@26']);
    expect(
      ops.filter(([code, , , extra]) => code === SchedulerOp.Tick && extra !== TickKind.Renewed).every(([, , , extra]) => extra === TickKind.Plain),
    ).toBe(true);
  });
});

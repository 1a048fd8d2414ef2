import { describe, expect, it } from 'vitest';
import { SCHEDULER_ALGORITHMS } from '../../../workers/scheduler/schedulerTypes';
import { schedulerInfo } from './schedulerInfo';

describe('the complexity tables', () => {
  it('say what they measure: n processes over T clock ticks, and what the best and average cases are', () => {
    for (const algorithm of SCHEDULER_ALGORITHMS) {
      expect(schedulerInfo[algorithm].description).toContain('n processes over T clock ticks');
      expect(schedulerInfo[algorithm].description).toContain('Best case: the queue never holds more than one process');
    }
  });

  it('follow the simulator: a scan of the queue per pick, and per tick where a mode preempts', () => {
    // [worst, best, average]
    for (const algorithm of ['fcfs', 'sjf', 'priority', 'lottery'] as const)
      expect(schedulerInfo[algorithm].time).toEqual(['O(n^2 + T)', 'O(n log n + T)', 'O(n^2 + T)']);
    for (const algorithm of ['sjfpreemptive', 'preemptivepriority'] as const)
      expect(schedulerInfo[algorithm].time).toEqual(['O(n·T)', 'O(n log n + T)', 'O(n·T)']);
    expect(schedulerInfo.roundrobin.time).toEqual(['O(n·T)', 'O(n log n + T)', 'O(n^2 + n·T/q + T)']);
    // Every tick is recorded for the page to play back.
    for (const algorithm of SCHEDULER_ALGORITHMS) expect(schedulerInfo[algorithm].space).toEqual(['O(n + T)', 'O(n + T)', 'O(n + T)']);
  });
});

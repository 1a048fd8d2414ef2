import { describe, expect, it } from 'vitest';
import type { Slice } from '../../../workers/scheduler/simulate';
import { slicesOverlapping } from './ganttWindow';

const slices: Slice[] = [
  { pid: 0, start: 0, end: 4 },
  { pid: -1, start: 4, end: 5 },
  { pid: 1, start: 5, end: 9 },
  { pid: 2, start: 9, end: 10 },
  { pid: 0, start: 10, end: 16 },
];

describe('Gantt window (the slices a window of ticks shows)', () => {
  it('finds the slices overlapping a range of ticks', () => {
    expect(slicesOverlapping(slices, 0, 16)).toEqual([0, 5]);
    expect(slicesOverlapping(slices, 4, 5)).toEqual([1, 2]);
    expect(slicesOverlapping(slices, 3, 6)).toEqual([0, 3]);
    expect(slicesOverlapping(slices, 9, 10)).toEqual([3, 4]);
    expect(slicesOverlapping(slices, -10, 0)).toEqual([0, 0]);
    expect(slicesOverlapping(slices, 16, 40)).toEqual([5, 5]);
    expect(slicesOverlapping([], 0, 10)).toEqual([0, 0]);
  });
});

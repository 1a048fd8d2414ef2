import { describe, expect, it } from 'vitest';
import type { Slice } from '../../../workers/scheduler/simulate';
import { MARGIN_TICKS, slicesOverlapping, ticksToShow } from './ganttWindow';

const slices: Slice[] = [
  { pid: 0, start: 0, end: 4 },
  { pid: -1, start: 4, end: 5 },
  { pid: 1, start: 5, end: 9 },
  { pid: 2, start: 9, end: 10 },
  { pid: 0, start: 10, end: 16 },
];

describe('Gantt window (the slices the chart keeps in the DOM)', () => {
  it('finds the slices overlapping a range of ticks', () => {
    expect(slicesOverlapping(slices, 0, 16)).toEqual([0, 5]);
    expect(slicesOverlapping(slices, 4, 5)).toEqual([1, 2]);
    expect(slicesOverlapping(slices, 3, 6)).toEqual([0, 3]);
    expect(slicesOverlapping(slices, 9, 10)).toEqual([3, 4]);
    expect(slicesOverlapping(slices, -10, 0)).toEqual([0, 0]);
    expect(slicesOverlapping(slices, 16, 40)).toEqual([5, 5]);
    expect(slicesOverlapping([], 0, 10)).toEqual([0, 0]);
  });

  it('keeps the visible ticks and a small margin', () => {
    // A 280 px box at 28 px a tick scrolled 10 ticks in: ticks 10-20 visible.
    expect(ticksToShow(0, 280, 280, 28)).toEqual([10 - MARGIN_TICKS, 20 + MARGIN_TICKS]);
    // Part of a tick scrolled: that tick and the one it reveals are kept.
    expect(ticksToShow(0, 290, 280, 28)).toEqual([10 - MARGIN_TICKS, 21 + MARGIN_TICKS]);
    // A track that starts later than tick 0.
    expect(ticksToShow(5, 0, 56, 28)).toEqual([5 - MARGIN_TICKS, 7 + MARGIN_TICKS]);
  });
});

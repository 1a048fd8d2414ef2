import { describe, expect, it } from 'vitest';
import type { SortGenerator } from './emit';
import { quickSortPivotFirst, quickSortPivotLast } from './quickSorts';
import { Op } from './sortOps';

/** The array and the pivot's final index when the first partition ends (its pivot is marked sorted). */
function firstPartition(sort: (a: number[]) => SortGenerator, values: number[]) {
  const a = [...values];
  for (const [code, from, to] of sort(a)) if (code === Op.Sorted && to === from + 1) return { a, at: from };
  return null;
}

describe('quick sort (pivot last): Lomuto partition as in CLRS', () => {
  it('partitions CLRS figure 7.1 around 4', () => {
    expect(firstPartition(quickSortPivotLast, [2, 8, 7, 1, 3, 5, 6, 4])).toEqual({ a: [2, 1, 3, 4, 7, 5, 6, 8], at: 3 });
  });

  it('puts bars equal to the pivot before it: all equal leaves the pivot last (exercise 7.1-2)', () => {
    expect(firstPartition(quickSortPivotLast, [5, 5, 5, 5, 5])).toEqual({ a: [5, 5, 5, 5, 5], at: 4 });
    expect(firstPartition(quickSortPivotLast, [3, 1, 3, 2, 3])).toEqual({ a: [3, 1, 3, 2, 3], at: 4 });
  });
});

describe('quick sort (pivot first)', () => {
  it('moves the smaller bars right after the pivot, then swaps it to its place', () => {
    expect(firstPartition(quickSortPivotFirst, [4, 8, 7, 1, 3, 5, 6, 2])).toEqual({ a: [2, 1, 3, 4, 7, 5, 6, 8], at: 3 });
  });
});

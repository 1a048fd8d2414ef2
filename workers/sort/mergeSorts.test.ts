import { describe, expect, it } from 'vitest';
import { mergeSortFunction, mergeSortLoop } from './mergeSorts';
import type { SortGenerator } from './emit';

/** Whether the array passes through every state of `expected`, in order, while the sort runs. */
function passesThrough(sort: (a: number[]) => SortGenerator, values: number[], expected: string[]): number {
  const a = [...values];
  let reached = 0;
  for (const _ of sort(a)) if (a.join(',') === expected[reached]) reached++;
  return reached;
}

describe('merge sort, on the textbook array [38,27,43,3,9,82,10]', () => {
  it('(function) splits as CLRS does, the middle element going left, and merges in its order', () => {
    const merges = ['27,38,43,3,9,82,10', '27,38,3,43,9,82,10', '3,27,38,43,9,82,10', '3,27,38,43,9,10,82', '3,9,10,27,38,43,82'];
    expect(passesThrough(mergeSortFunction, [38, 27, 43, 3, 9, 82, 10], merges)).toBe(merges.length);
  });

  it('(loop) merges runs of width 1, 2 and 4 from the left, bottom up', () => {
    const merges = ['27,38,3,43,9,82,10', '3,27,38,43,9,82,10', '3,27,38,43,9,10,82', '3,9,10,27,38,43,82'];
    expect(passesThrough(mergeSortLoop, [38, 27, 43, 3, 9, 82, 10], merges)).toBe(merges.length);
  });
});

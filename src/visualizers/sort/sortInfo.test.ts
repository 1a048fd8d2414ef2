import { describe, expect, it } from 'vitest';
import { sortInfo } from './sortInfo';

describe('sort descriptions', () => {
  it('say what a student checks against the textbook: heap building, ties with the pivot, insertion on sorted input', () => {
    expect(sortInfo.heapsort.description).toMatch(/builds a max-heap bottom up.*BUILD-MAX-HEAP/);
    expect(sortInfo['quicksort(pivotfirst)'].description).toContain('bars equal to the pivot stay on its right');
    expect(sortInfo['quicksort(pivotlast)'].description).toContain('bars equal to it end on its left');
    expect(sortInfo['quicksort(randomised)'].description).toContain('bars equal to the pivot end on its left');
    expect(sortInfo.insertionsort.description).toContain('bars already in order take only n − 1 comparisons');
    // The table stays as spec §9 gives it.
    expect(sortInfo.insertionsort.time).toEqual(['O(n^2)', 'O(n^2)', 'O(n^2)']);
  });
});

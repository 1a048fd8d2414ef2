import { describe, expect, it } from 'vitest';
import { sortInfo } from './sortInfo';

describe('sort descriptions', () => {
  it('say what a student checks against the textbook: heap building, ties with the pivot, insertion on sorted input', () => {
    expect(sortInfo.heapsort.description).toMatch(/builds a max-heap bottom up.*BUILD-MAX-HEAP/);
    expect(sortInfo['quicksort(pivotfirst)'].description).toContain('bars equal to the pivot stay on its right');
    expect(sortInfo['quicksort(pivotlast)'].description).toContain('bars equal to it end on its left');
    expect(sortInfo['quicksort(randomised)'].description).toContain('bars equal to the pivot end on its left');
    expect(sortInfo.insertionsort.description).toContain('bars already in order take only n − 1 comparisons');
    // Spec §9 gives 'O(n^2) in all cases' for bubble sort alone: insertion sort's best case (bars in order) is linear, as in CLRS §2.2.
    expect(sortInfo.insertionsort.time).toEqual(['O(n^2)', 'O(n)', 'O(n^2)']);
    expect(sortInfo.bubblesort.time).toEqual(['O(n^2)', 'O(n^2)', 'O(n^2)']);
  });

  it("say what the space column counts, and the extra memory textbooks give (heap sort in place, quick sort's stack)", () => {
    for (const info of Object.values(sortInfo)) expect(info.spaceNote).toMatch(/^Space counts the/);
    expect(sortInfo.heapsort.spaceNote).toContain('O(1): it sorts in place');
    expect(sortInfo['quicksort(pivotlast)'].spaceNote).toContain('O(log n) at best and on average, O(n) at worst');
  });

  it("name the partition textbooks trace: Lomuto's, not Hoare's, for the first-element pivot; counting sort's simple form beside CLRS's", () => {
    expect(sortInfo['quicksort(pivotfirst)'].description).toContain("not Hoare's two scans");
    expect(sortInfo.countingsort.description).toContain("CLRS's COUNTING-SORT turns the counts into running totals");
  });
});

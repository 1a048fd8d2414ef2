import { describe, expect, it } from 'vitest';
import { families, findItem, siblingsOf, slugOf } from './catalogue';

describe('catalogue', () => {
  it('holds every family and value of spec §2, in order', () => {
    expect(Object.fromEntries(families.map((f) => [f.id, f.items.map((i) => i.value)]))).toEqual({
      sortvisualizer: [
        'bubblesort', 'selectionsort(max)', 'selectionsort(minmax)', 'bogosort', 'insertionsort', 'heapsort',
        'quicksort(pivotfirst)', 'quicksort(pivotlast)', 'quicksort(randomised)', 'countingsort', 'radixsort',
        'mergesort(loop)', 'mergesort(function)',
      ],
      searchvisualizer: [
        'linearsearch', 'binarysearch', 'breadthfirstSearch', 'depthfirstSearch', 'astarSearch',
        'greedybfsSearch', 'depthlimitSearch', 'iterativedepthLimitSearch',
      ],
      equationevaluationvisualizer: ['postfix', 'prefix', 'infix', 'infix2pointer'],
      processschedulervisualizer: ['fcfs', 'sjf', 'sjfpreemptive', 'roundrobin', 'lottery', 'priority', 'preemptivepriority'],
      games: ['tictactoe', 'soduko', 'nqueen', '15Puzzle'],
    });
  });

  it('gives each family the back link of spec §2', () => {
    expect(families.map((f) => f.backLink)).toEqual([
      '/projects#sortvisualizer',
      '/projects#searchvisualizer',
      '/projects#equationevaluationvisualizer',
      '/projects#processschedulervisualizer',
      '/projects#games',
    ]);
  });

  it('titles the 15Puzzle route as 8 Puzzle', () => {
    expect(findItem('games', '15Puzzle')?.type).toBe('8 Puzzle');
  });

  it('finds nothing for an unknown value or family', () => {
    expect(findItem('sortvisualizer', 'sleepsort')).toBeUndefined();
    expect(findItem('nope', 'bubblesort')).toBeUndefined();
  });

  it('lists siblings without the item itself', () => {
    const item = findItem('equationevaluationvisualizer', 'infix');
    expect(item && siblingsOf(item).map((i) => i.value)).toEqual(['postfix', 'prefix', 'infix2pointer']);
  });

  it('makes file-safe slugs with unique preview paths', () => {
    expect(slugOf('quicksort(pivotlast)')).toBe('quicksort-pivotlast');
    const pics = families.flatMap((f) => f.items.map((i) => i.pic));
    expect(new Set(pics).size).toBe(pics.length);
  });
});

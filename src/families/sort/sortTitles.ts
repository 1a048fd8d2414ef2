import type { SortAlgorithm } from '../../../workers/sort/sortTypes';

/** Each value's title (spec §3's 'type'), by route value: a value without a title does not compile. */
export const sortTitles = {
  bubblesort: 'Bubble Sort',
  'selectionsort(max)': 'Selection Sort (Max)',
  'selectionsort(minmax)': 'Selection Sort (Min Max)',
  bogosort: 'Bogo Sort',
  insertionsort: 'Insertion Sort',
  heapsort: 'Heap Sort',
  'quicksort(pivotfirst)': 'Quick Sort (Pivot First)',
  'quicksort(pivotlast)': 'Quick Sort (Pivot Last)',
  'quicksort(randomised)': 'Quick Sort (Randomised)',
  countingsort: 'Counting Sort',
  radixsort: 'Radix Sort',
  'mergesort(loop)': 'Merge Sort (Loop)',
  'mergesort(function)': 'Merge Sort (Function)',
} as const satisfies Record<SortAlgorithm, string>;

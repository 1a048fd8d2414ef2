import { bogoSort } from './bogoSort';
import { countingSort, radixSort } from './bucketSorts';
import type { SortGenerator } from './emit';
import { mergeSortFunction, mergeSortLoop } from './mergeSorts';
import { quickSortPivotFirst, quickSortPivotLast, quickSortRandomised } from './quickSorts';
import { bubbleSort, heapSort, insertionSort, selectionSortMax, selectionSortMinMax } from './simpleSorts';
import type { SortAlgorithm } from './sortTypes';

/** Starts a sort over `a` (sorted in place as the generator is pulled). */
export type SortStarter = (a: number[], random: () => number) => SortGenerator;

export const sortStarters: Record<SortAlgorithm, SortStarter> = {
  bubblesort: bubbleSort,
  'selectionsort(max)': selectionSortMax,
  'selectionsort(minmax)': selectionSortMinMax,
  bogosort: bogoSort,
  insertionsort: insertionSort,
  heapsort: heapSort,
  'quicksort(pivotfirst)': quickSortPivotFirst,
  'quicksort(pivotlast)': quickSortPivotLast,
  'quicksort(randomised)': quickSortRandomised,
  countingsort: countingSort,
  radixsort: radixSort,
  'mergesort(loop)': mergeSortLoop,
  'mergesort(function)': mergeSortFunction,
};

/** Endless for practical purposes: never counted ahead, only streamed. */
export const isEndless = (algorithm: SortAlgorithm) => algorithm === 'bogosort';

/** Every sort of spec §2, by route value. */
export const sortAlgorithms = [
  'bubblesort',
  'selectionsort(max)',
  'selectionsort(minmax)',
  'bogosort',
  'insertionsort',
  'heapsort',
  'quicksort(pivotfirst)',
  'quicksort(pivotlast)',
  'quicksort(randomised)',
  'countingsort',
  'radixsort',
  'mergesort(loop)',
  'mergesort(function)',
] as const;
export type SortAlgorithm = (typeof sortAlgorithms)[number];

export function isSortAlgorithm(value: string): value is SortAlgorithm {
  return (sortAlgorithms as readonly string[]).includes(value);
}

/** Inputs of one sort run. */
export interface SortRunInput {
  algorithm: SortAlgorithm;
  values: number[];
  /** Seed for the randomised algorithms (quicksort(randomised), bogosort). */
  seed: number;
}

/** The sorts that draw random numbers: their runs differ by seed, so a shared link carries it. */
export const usesSeed = (algorithm: SortAlgorithm): boolean => algorithm === 'quicksort(randomised)' || algorithm === 'bogosort';

/** What the worker tells the page when a run starts (the engine's `meta`). */
export interface SortRunMeta {
  /** Buckets of the second body (10 for radix, max value + 1 for counting), 0 for plain bars. */
  buckets: number;
}

/** Number of buckets the second body shows for a counting sort of these values. */
export const countingBuckets = (values: readonly number[]) => Math.max(0, ...values) + 1;
export const RADIX_BUCKETS = 10;

/** Buckets of the second visualizer body, 0 when the sort draws bars only. */
export function bucketsFor(algorithm: SortAlgorithm, values: readonly number[]): number {
  if (algorithm === 'countingsort') return countingBuckets(values);
  if (algorithm === 'radixsort') return RADIX_BUCKETS;
  return 0;
}

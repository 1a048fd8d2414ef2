import { compareHeld, type SortGenerator, set, sorted } from './emit';

/** Merges a[lo..mid) and a[mid..hi) through a copy, writing each result back in place. */
function* merge(a: number[], lo: number, mid: number, hi: number): SortGenerator {
  const left = a.slice(lo, mid);
  const right = a.slice(mid, hi);
  let i = 0;
  let j = 0;
  let k = lo;
  while (i < left.length && j < right.length) {
    // left[i] left its bar once a right value was written over it: it is named by value, at
    // the slot it would fill (lo + i + j); right[j] is still at mid + j (writes stay below it).
    yield compareHeld(k, left[i]!, mid + j);
    if (left[i]! <= right[j]!) yield set(a, k++, left[i++]!);
    else yield set(a, k++, right[j++]!);
  }
  while (i < left.length) yield set(a, k++, left[i++]!);
  while (j < right.length) yield set(a, k++, right[j++]!);
}

/** Bottom-up merge sort: runs of width 1, 2, 4... merged in a loop. */
export function* mergeSortLoop(a: number[]): SortGenerator {
  const n = a.length;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo + width < n; lo += 2 * width) {
      yield* merge(a, lo, lo + width, Math.min(lo + 2 * width, n));
    }
  }
  yield sorted(0, n);
}

/** Top-down merge sort by recursion (depth log2 n, so yield* delegation stays cheap). */
export function* mergeSortFunction(a: number[]): SortGenerator {
  yield* mergeRange(a, 0, a.length);
  yield sorted(0, a.length);
}

/**
 * Where the top-down sort splits a[lo..hi). An odd run's middle element goes to the left half, as
 * in CLRS (q = ⌊(p+r)/2⌋ over inclusive bounds): [38,27,43,3,9,82,10] splits into [38,27,43,3]
 * and [9,82,10], so the merges match the textbook's figure step by step. The page reads it too,
 * to name the range a merge belongs to.
 */
export const splitPoint = (lo: number, hi: number): number => (lo + hi + 1) >> 1;

/** Sorts a[lo..hi). */
function* mergeRange(a: number[], lo: number, hi: number): SortGenerator {
  if (hi - lo < 2) return;
  const mid = splitPoint(lo, hi);
  yield* mergeRange(a, lo, mid);
  yield* mergeRange(a, mid, hi);
  yield* merge(a, lo, mid, hi);
}

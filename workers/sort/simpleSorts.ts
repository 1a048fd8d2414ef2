import { compare, type SortGenerator, sorted, swap } from './emit';

/**
 * Bubble sort without an early exit: n − 1 passes, each one bar shorter, so every input costs
 * n(n − 1)/2 comparisons, the 'O(n^2) in all cases' spec §9 gives it. (With the exit, sorted bars
 * took n − 1 comparisons, a best case of O(n) beside a table saying O(n^2).)
 */
export function* bubbleSort(a: number[]): SortGenerator {
  for (let end = a.length - 1; end > 0; end--) {
    for (let i = 0; i < end; i++) {
      yield compare(i, i + 1);
      if (a[i]! > a[i + 1]!) yield swap(a, i, i + 1);
    }
    yield sorted(end);
  }
  yield sorted(0, a.length);
}

/** Selection sort that moves the maximum of the unsorted prefix to its end each pass. */
export function* selectionSortMax(a: number[]): SortGenerator {
  for (let end = a.length - 1; end > 0; end--) {
    let max = 0;
    for (let i = 1; i <= end; i++) {
      yield compare(i, max);
      if (a[i]! > a[max]!) max = i;
    }
    if (max !== end) yield swap(a, max, end);
    yield sorted(end);
  }
  yield sorted(0, a.length);
}

/** Selection sort that places both the minimum and the maximum each pass, from both ends. */
export function* selectionSortMinMax(a: number[]): SortGenerator {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    let min = lo;
    let max = lo;
    for (let i = lo + 1; i <= hi; i++) {
      yield compare(i, min);
      if (a[i]! < a[min]!) min = i;
      yield compare(i, max);
      if (a[i]! > a[max]!) max = i;
    }
    if (min !== lo) yield swap(a, min, lo);
    // The maximum may just have been moved away from lo by the swap above.
    if (max === lo) max = min;
    if (max !== hi) yield swap(a, max, hi);
    yield sorted(lo);
    yield sorted(hi);
    lo++;
    hi--;
  }
  yield sorted(0, a.length);
}

/** Insertion sort by adjacent swaps: each item sinks left until its neighbour is not larger. */
export function* insertionSort(a: number[]): SortGenerator {
  for (let i = 1; i < a.length; i++) {
    for (let j = i; j > 0; j--) {
      yield compare(j - 1, j);
      if (a[j - 1]! <= a[j]!) break;
      yield swap(a, j - 1, j);
    }
  }
  yield sorted(0, a.length);
}

/** Heap sort: build a max-heap, then move the root to the end of the shrinking heap. */
export function* heapSort(a: number[]): SortGenerator {
  const n = a.length;
  for (let start = (n >> 1) - 1; start >= 0; start--) yield* siftDown(a, start, n);
  for (let end = n - 1; end > 0; end--) {
    yield swap(a, 0, end);
    yield sorted(end);
    yield* siftDown(a, 0, end);
  }
  yield sorted(0, n);
}

function* siftDown(a: number[], root: number, size: number): SortGenerator {
  let parent = root;
  for (;;) {
    const left = 2 * parent + 1;
    if (left >= size) return;
    let child = left;
    if (left + 1 < size) {
      yield compare(left, left + 1);
      if (a[left + 1]! > a[left]!) child = left + 1;
    }
    yield compare(parent, child);
    if (a[parent]! >= a[child]!) return;
    yield swap(a, parent, child);
    parent = child;
  }
}

import type { Operation } from '../protocol/ops';
import { randomInt } from '../protocol/random';
import { compare, pivot, type SortGenerator, sorted, swap } from './emit';

/** Partitions a[lo..hi] (lo < hi) around a pivot it chooses; returns the pivot's final index. */
type Partition = (a: number[], lo: number, hi: number) => Generator<Operation, number, undefined>;

/**
 * Quick sort with an explicit stack: a generator recursing with yield* pays the depth on every
 * operation, and sorted input makes that depth n.
 */
function* quickSort(a: number[], partition: Partition): SortGenerator {
  const stack: [number, number][] = [[0, a.length - 1]];
  while (stack.length > 0) {
    const [lo, hi] = stack.pop() as [number, number];
    if (lo > hi) continue;
    if (lo === hi) {
      yield sorted(lo);
      continue;
    }
    const at = yield* partition(a, lo, hi);
    yield pivot(-1);
    yield sorted(at);
    stack.push([at + 1, hi], [lo, at - 1]);
  }
  yield sorted(0, a.length);
}

/**
 * Lomuto partition around a[hi], as CLRS's PARTITION: a bar not greater than the pivot joins the
 * block before it (`<=`), so equal bars go left and the textbook traces hold with duplicates too
 * (all equal: the pivot stays last, exercise 7.1-2). Returns the pivot's final index.
 */
function* partitionPivotLast(a: number[], lo: number, hi: number): Generator<Operation, number, undefined> {
  yield pivot(hi);
  let store = lo;
  for (let i = lo; i < hi; i++) {
    yield compare(i, hi);
    if (a[i]! <= a[hi]!) {
      if (i !== store) yield swap(a, i, store);
      store++;
    }
  }
  if (store !== hi) {
    yield swap(a, store, hi);
    yield pivot(store);
  }
  return store;
}

/**
 * Partition around a[lo], growing the smaller-than-pivot block right after it (`<`, as Levitin's
 * LomutoPartition: bars equal to the pivot stay on its right).
 */
function* partitionPivotFirst(a: number[], lo: number, hi: number): Generator<Operation, number, undefined> {
  yield pivot(lo);
  let store = lo;
  for (let i = lo + 1; i <= hi; i++) {
    yield compare(i, lo);
    if (a[i]! < a[lo]!) {
      store++;
      if (i !== store) yield swap(a, i, store);
    }
  }
  if (store !== lo) {
    yield swap(a, lo, store);
    yield pivot(store);
  }
  return store;
}

/** RANDOMIZED-PARTITION (CLRS): a random bar of the range swaps to its end, then the Lomuto partition. */
const randomisedPartition = (random: () => number): Partition =>
  function* (a, lo, hi) {
    const r = lo + randomInt(random, hi - lo + 1);
    if (r !== hi) yield swap(a, r, hi);
    return yield* partitionPivotLast(a, lo, hi);
  };

export const quickSortPivotFirst = (a: number[]) => quickSort(a, partitionPivotFirst);
export const quickSortPivotLast = (a: number[]) => quickSort(a, partitionPivotLast);
export const quickSortRandomised = (a: number[], random: () => number) => quickSort(a, randomisedPartition(random));

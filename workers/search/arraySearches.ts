import type { Operation } from '../protocol/ops';
import { Op } from './searchOps';

export type ArraySearchGenerator = Generator<Operation, number, undefined>;

/** Looks at each element from the left; returns the first index holding the key, or -1. */
export function* linearSearch(values: readonly number[], key: number): ArraySearchGenerator {
  for (let i = 0; i < values.length; i++) {
    yield [Op.Look, i, 0, 0];
    if (values[i] === key) {
      yield [Op.Found, i, 0, 0];
      return i;
    }
  }
  return -1;
}

/**
 * Binary search of sorted values, as textbooks and exams give it: compare the key with the
 * middle of the inclusive window low..high (mid = floor((low + high) / 2)), stop at the first
 * middle equal to the key, otherwise keep the half that can hold it. So each window (low, high,
 * mid) and its look are a row of the textbook's trace, one comparison a row; a miss ends with the
 * window emptied. With duplicates the answer is the copy met first.
 */
export function* binarySearch(values: readonly number[], key: number): ArraySearchGenerator {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    yield [Op.Window, low, high, mid];
    yield [Op.Look, mid, 0, 0];
    if (values[mid] === key) {
      yield [Op.Found, mid, 0, 0];
      return mid;
    }
    if (values[mid]! < key) low = mid + 1;
    else high = mid - 1;
  }
  yield [Op.Emptied, low, high, 0];
  return -1;
}

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
 * Binary search of sorted values for the FIRST index holding the key: on a match it keeps
 * looking left, so duplicates give a well-defined answer. Window low..high is inclusive.
 */
export function* binarySearch(values: readonly number[], key: number): ArraySearchGenerator {
  let low = 0;
  let high = values.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    yield [Op.Window, low, high, mid];
    yield [Op.Look, mid, 0, 0];
    if (values[mid] >= key) {
      if (values[mid] === key) found = mid;
      high = mid - 1;
    } else low = mid + 1;
  }
  yield [Op.Window, low, high, -1];
  if (found >= 0) yield [Op.Found, found, 0, 0];
  return found;
}

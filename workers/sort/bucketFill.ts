import { digitAt, radixPlaces } from './radixDigits';
import { RADIX_BUCKETS, type SortAlgorithm } from './sortTypes';

/**
 * The fullest a bucket gets during a run (at least 1), so the page draws bucket bars at the
 * second area's full height. It depends on the values alone, not their order: a radix pass fills
 * each bucket with the values of that digit, whatever the order left by the pass before.
 */
export function maxBucketFill(algorithm: SortAlgorithm, values: readonly number[]): number {
  let fullest = 1;
  if (algorithm === 'countingsort') {
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    for (const count of counts.values()) fullest = Math.max(fullest, count);
  } else if (algorithm === 'radixsort') {
    for (const place of radixPlaces(values)) {
      const counts = new Array<number>(RADIX_BUCKETS).fill(0);
      for (const v of values) counts[digitAt(v, place)]!++;
      fullest = Math.max(fullest, ...counts);
    }
  }
  return fullest;
}

import { phase, type SortGenerator, sorted } from './emit';
import { digitAt, radixPlaces } from './radixDigits';
import { Op, Phase } from './sortOps';
import { countingBuckets, RADIX_BUCKETS } from './sortTypes';

/** Counting sort: a counting phase fills one bucket per value, a rebuilding phase empties them in order. */
export function* countingSort(a: number[]): SortGenerator {
  const counts = new Array<number>(countingBuckets(a)).fill(0);
  yield phase(Phase.Counting);
  for (let i = 0; i < a.length; i++) {
    counts[a[i]!]!++;
    yield [Op.Count, i, a[i]!, 0];
  }
  yield phase(Phase.Rebuilding);
  let at = 0;
  for (let value = 0; value < counts.length; value++) {
    for (; counts[value]! > 0; counts[value]!--) {
      a[at] = value;
      yield [Op.BucketTake, value, at, value];
      yield sorted(at);
      at++;
    }
  }
  yield phase(Phase.None);
  yield sorted(0, a.length);
}

/** LSD radix sort in base 10: per digit, distribute into 10 buckets then collect them back. */
export function* radixSort(a: number[]): SortGenerator {
  for (const [d, place] of radixPlaces(a).entries()) {
    const buckets: number[][] = Array.from({ length: RADIX_BUCKETS }, () => []);
    yield phase(Phase.Distributing, d);
    for (let i = 0; i < a.length; i++) {
      const digit = digitAt(a[i]!, place);
      buckets[digit]!.push(a[i]!);
      yield [Op.BucketPut, i, digit, a[i]!];
    }
    yield phase(Phase.Collecting, d);
    let at = 0;
    for (let b = 0; b < RADIX_BUCKETS; b++) {
      for (const value of buckets[b]!) {
        a[at] = value;
        yield [Op.BucketTake, b, at++, value];
      }
    }
  }
  yield phase(Phase.None);
  yield sorted(0, a.length);
}

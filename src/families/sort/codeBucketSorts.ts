import { Op } from '../../../workers/sort/sortOps';
import { COUNTING, RADIX } from '../../../workers/sort/sortPseudocode';
import { known, type SortCode } from './codeTracking';

/** Counting sort: count(i, value) counts a value into its bucket; bucket-take(value, at) writes it back. */
export const countingCode: SortCode = {
  track({ code }, op, a, b) {
    if (op === Op.Count) {
      code.i = a;
      code.value = b;
      code.line = COUNTING.count;
    } else if (op === Op.BucketTake) {
      code.value = a;
      code.at = b;
      code.line = COUNTING.place;
    }
  },
  // The counts as the step leaves them: the line's assignment (or the one just before it) done.
  variables: ({ code, buckets }) =>
    code.line === COUNTING.count
      ? known(['i', code.i], ['a[i]', code.value], ['count[a[i]]', buckets[code.value] ?? -1])
      : known(['value', code.value], ['count[value]', buckets[code.value] ?? -1], ['at', code.at]),
};

/** Radix sort: bucket-put(i, bucket, value) in a distributing pass, bucket-take(bucket, at, value) collecting; the phase names the digit. */
export const radixCode: SortCode = {
  track({ code, phaseArg }, op, a, b, c) {
    if (op === Op.BucketPut) {
      code.d = phaseArg + 1;
      code.i = a;
      code.bucket = b;
      code.value = c;
      code.line = RADIX.put;
    } else if (op === Op.BucketTake) {
      code.d = phaseArg + 1;
      code.bucket = a;
      code.at = b;
      code.value = c;
      code.line = RADIX.place;
    }
  },
  variables: ({ code }) =>
    code.line === RADIX.put
      ? known(['d', code.d], ['i', code.i], ['a[i]', code.value], ['bucket', code.bucket])
      : known(['d', code.d], ['bucket', code.bucket], ['value', code.value], ['at', code.at]),
};

import { splitPoint } from '../../../workers/sort/mergeSorts';
import { Op } from '../../../workers/sort/sortOps';
import { MERGE_FUNCTION, MERGE_LOOP } from '../../../workers/sort/sortPseudocode';
import { known, type SortCode } from './codeTracking';

/** Where the merge of a[low..mid) and a[mid..high) ends, given n, low and mid (-1: no merge of this sort). */
type HighOf = (n: number, low: number, mid: number) => number;

/** Bottom-up: runs of width mid - low, the last one cut at n. */
const loopHigh: HighOf = (n, low, mid) => Math.min(2 * mid - low, n);

/** Top-down: the range of the recursion split at mid whose left half starts at low, found from the root (log n steps). */
const functionHigh: HighOf = (n, low, mid) => {
  let lo = 0;
  let hi = n;
  while (hi - lo >= 2) {
    const m = splitPoint(lo, hi);
    if (lo === low && m === mid) return hi;
    if (low < m) hi = m;
    else lo = m;
  }
  return -1;
};

/**
 * A merge's first operation is a compare (both runs hold a value), compare(k, mid + j) with
 * k = low + i + j: so a compare that does not follow a compare's write starts a merge, at
 * low = k, mid. The compare decides the write after it (`decided`: the left run's value, being
 * not greater). A write with no compare before it is a rest: of the right run after the left's
 * last value was written, of the left run after the right's.
 */
function mergeCode(lines: typeof MERGE_LOOP | typeof MERGE_FUNCTION, highOf: HighOf, loop: boolean): SortCode {
  return {
    track({ code, values }, op, a, b, c) {
      if (op === Op.Compare) {
        if (code.line !== lines.takeLeft && code.line !== lines.takeRight) {
          code.low = a;
          code.mid = b;
          code.high = highOf(values.length, a, b);
          if (loop) code.width = b - a;
        }
        code.k = a;
        code.j = b - code.mid;
        code.i = a - code.low - code.j;
        code.decided = c - 1 <= values[b]! ? 1 : 0;
        code.line = lines.compare;
      } else if (op === Op.Set) {
        code.k = a;
        if (code.line === lines.compare) code.line = code.decided === 1 ? lines.takeLeft : lines.takeRight;
        else if (code.line === lines.takeLeft) code.line = lines.restRight;
        else if (code.line === lines.takeRight) code.line = lines.restLeft;
        if (code.line === lines.restLeft) {
          code.j = code.high - code.mid;
          code.i = a - code.low - code.j;
        } else if (code.line === lines.restRight) {
          code.i = code.mid - code.low;
          code.j = a - code.low - code.i;
        }
      }
    },
    variables: ({ code }) =>
      known(
        ...(loop ? [['width', code.width] as const] : []),
        ['low', code.low],
        ['mid', code.mid],
        ['high', code.high],
        ['i', code.i],
        ['j', code.j],
        ['k', code.k],
      ),
  };
}

export const mergeLoopCode = mergeCode(MERGE_LOOP, loopHigh, true);
export const mergeFunctionCode = mergeCode(MERGE_FUNCTION, functionHigh, false);

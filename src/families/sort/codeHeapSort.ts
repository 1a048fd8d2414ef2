import { Op } from '../../../workers/sort/sortOps';
import { HEAP } from '../../../workers/sort/sortPseudocode';
import { known, type SortCode } from './codeTracking';

/**
 * Heap sort. A compare of two siblings (left, left + 1) has an odd left; any other compare is
 * (parent, child), and when the parent is the smaller the sift's swap of the two comes next
 * (`decided`): any other swap is the root's move to the end. While building, each sift starts
 * at a smaller parent than the one before (that parent is `start`).
 */
export const heapCode: SortCode = {
  track({ code, values }, op, a, b) {
    const siftSwapNext = code.decided === 1;
    code.decided = 0;
    if (op === Op.Compare) {
      if ((a & 1) === 1 && b === a + 1) {
        code.parent = (a - 1) >> 1;
        code.child = a;
        code.line = HEAP.compareChildren;
      } else {
        code.parent = a;
        code.child = b;
        code.line = HEAP.compareParent;
        code.decided = values[a]! < values[b]! ? 1 : 0;
      }
      if (code.end < 0) {
        if (code.start < 0 || code.parent < code.start) code.start = code.parent;
        code.size = values.length;
      }
    } else if (op === Op.Swap) {
      if (siftSwapNext) {
        code.parent = a;
        code.child = b;
        code.line = HEAP.swapChild;
      } else {
        code.end = b;
        code.size = b;
        code.start = code.parent = code.child = -1;
        code.line = HEAP.swapRoot;
      }
    }
  },
  variables: ({ code }) => {
    const outer: [string, number] = code.end < 0 ? ['start', code.start] : ['end', code.end];
    if (code.line === HEAP.swapRoot) return known(outer);
    return known(outer, ['size', code.size], ['parent', code.parent], ['child', code.child]);
  },
};

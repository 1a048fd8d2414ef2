import { Op } from '../../../workers/sort/sortOps';
import { BOGO, BUBBLE, INSERTION, SELECTION_MAX, SELECTION_MINMAX } from '../../../workers/sort/sortPseudocode';
import { known, type SortCode } from './codeTracking';

/** Bubble sort: compare(j, j + 1) and its swap; a pass starts with j = 0, so that compare counts the passes (i). */
export const bubbleCode: SortCode = {
  track({ code }, op, a) {
    if (op === Op.Compare) {
      if (a === 0) code.i++;
      code.j = a;
      code.line = BUBBLE.compare;
    } else if (op === Op.Swap) {
      code.j = a;
      code.line = BUBBLE.swap;
    }
  },
  variables: ({ code }) => known(['i', code.i], ['j', code.j]),
};

/** Selection sort (max): compare(i, max), each pass from i = 1 (end one less each time); swap(max, end). */
export const selectionMaxCode: SortCode = {
  track({ code, values }, op, a, b) {
    if (op === Op.Compare) {
      if (a === 1) code.end = code.end < 0 ? values.length - 1 : code.end - 1;
      code.i = a;
      code.max = b;
      code.line = SELECTION_MAX.compare;
    } else if (op === Op.Swap) {
      code.max = a;
      code.end = b;
      code.line = SELECTION_MAX.swap;
    }
  },
  variables: ({ code }) =>
    code.line === SELECTION_MAX.swap ? known(['end', code.end], ['max', code.max]) : known(['end', code.end], ['i', code.i], ['max', code.max]),
};

/**
 * Selection sort (min and max): each i is compared with min, then with max (`decided` says which
 * comes next); a pass starts where i goes back, at low + 1. swap(min, low), then swap(max, high).
 */
export const selectionMinMaxCode: SortCode = {
  track({ code, values }, op, a, b) {
    if (op === Op.Compare) {
      if (code.decided === 0) {
        if (code.low < 0 || a <= code.i) {
          code.low++;
          code.high = code.high < 0 ? values.length - 1 : code.high - 1;
          code.max = code.low;
        }
        code.min = b;
        code.line = SELECTION_MINMAX.compareMin;
        code.decided = 1;
      } else {
        code.max = b;
        code.line = SELECTION_MINMAX.compareMax;
        code.decided = 0;
      }
      code.i = a;
    } else if (op === Op.Swap) {
      if (b === code.low) {
        code.min = a;
        code.line = SELECTION_MINMAX.swapMin;
      } else {
        code.max = a;
        code.line = SELECTION_MINMAX.swapMax;
      }
    }
  },
  variables: ({ code }) => {
    const scanning = code.line === SELECTION_MINMAX.compareMin || code.line === SELECTION_MINMAX.compareMax;
    return known(['low', code.low], ['high', code.high], ['i', scanning ? code.i : -1], ['min', code.min], ['max', code.max]);
  },
};

/** Insertion sort: compare(j - 1, j) and its swap; a compare further right than j starts the next i. */
export const insertionCode: SortCode = {
  track({ code }, op, _a, b) {
    if (op === Op.Compare) {
      if (code.i < 0 || b > code.j) code.i = b;
      code.j = b;
      code.line = INSERTION.compare;
    } else if (op === Op.Swap) {
      code.j = b;
      code.line = INSERTION.swap;
    }
  },
  variables: ({ code }) => known(['i', code.i], ['j', code.j]),
};

/** Bogosort: the order check compares (i, i + 1); the shuffle swaps (i, j). */
export const bogoCode: SortCode = {
  track({ code }, op, a, b) {
    if (op === Op.Compare) {
      code.i = a;
      code.j = -1;
      code.line = BOGO.compare;
    } else if (op === Op.Swap) {
      code.i = a;
      code.j = b;
      code.line = BOGO.swap;
    }
  },
  variables: ({ code }) => known(['i', code.i], ['j', code.j]),
};

import { Op } from '../../../workers/sort/sortOps';
import { QUICK_FIRST, QUICK_LAST, QUICK_RANDOM } from '../../../workers/sort/sortPseudocode';
import { blockEnd, blockStart, known, type SortCode } from './codeTracking';
import type { SortState } from './sortState';

/** The lines a partition's operations execute. */
interface PartitionLines {
  choosePivot: number;
  compare: number;
  swapStore: number;
  swapPivot: number;
  placed: number;
  /** Randomised only: the random pick's move to the end. */
  swapRandom?: number;
}

/**
 * Quick sort, pivot at `high` (Lomuto, CLRS) or at `low` (Levitin). A pivot step with no pivot
 * before it starts a partition: its range is the block of unplaced bars around the pivot
 * (blockStart). `store` starts at low; a compare that finds a bar for the left block (`decided`)
 * moves it on by one: after the swap that may follow (pivot last), or before it (pivot first,
 * where the swap names it). A swap while no pivot is chosen is the randomised pick's move.
 */
function quickCode(lines: PartitionLines, pivotAtLow: boolean): SortCode {
  return {
    track(s, op, a, b) {
      const { code, values, sorted } = s;
      if (op === Op.Compare) {
        code.store += code.decided;
        code.i = a;
        code.decided = (pivotAtLow ? values[a]! < values[b]! : values[a]! <= values[b]!) ? 1 : 0;
        code.line = lines.compare;
      } else if (op === Op.Swap) {
        if (s.pivot < 0) {
          code.r = a;
          code.high = b;
          code.low = blockStart(sorted, b);
          code.pivot = code.i = code.store = -1;
          code.line = lines.swapRandom ?? code.line;
        } else if ((pivotAtLow ? a : b) === s.pivot) {
          code.store = pivotAtLow ? b : a;
          code.decided = 0;
          code.line = lines.swapPivot;
        } else {
          code.i = a;
          code.store = b;
          // Pivot first: store moved on before this swap, which names it.
          if (pivotAtLow) code.decided = 0;
          code.line = lines.swapStore;
        }
      } else if (op === Op.Pivot) {
        if (a < 0) code.line = lines.placed;
        else if (s.pivot >= 0) code.line = lines.swapPivot;
        else {
          if (pivotAtLow) {
            code.low = a;
            code.high = blockEnd(sorted, a);
          } else {
            code.high = a;
            code.low = blockStart(sorted, a);
          }
          // Randomised: no swap before the pivot means the pick was high already.
          if (lines.swapRandom !== undefined && code.line !== lines.swapRandom) code.r = a;
          code.pivot = values[a]!;
          code.store = code.low;
          code.i = -1;
          code.decided = 0;
          code.line = lines.choosePivot;
        }
      }
    },
    variables: (s) => variablesOf(s, lines),
  };
}

function variablesOf({ code, pivot }: SortState, lines: PartitionLines) {
  const range = [
    ['low', code.low],
    ['high', code.high],
  ] as const;
  if (code.line === lines.swapRandom) return known(...range, ['r', code.r]);
  // The pivot's value, and where its bar is: `pivot` until it is placed, then store.
  const shown = code.pivot < 0 ? -1 : `${code.pivot} (index ${pivot >= 0 ? pivot : code.store})`;
  if (code.line === lines.choosePivot) return known(...range, ['r', code.r], ['pivot', shown]);
  const scanning = code.line === lines.compare || code.line === lines.swapStore;
  return known(...range, ['pivot', shown], ['i', scanning ? code.i : -1], ['store', code.store]);
}

export const quickLastCode = quickCode(QUICK_LAST, false);
export const quickRandomCode = quickCode(QUICK_RANDOM, false);
export const quickFirstCode = quickCode(QUICK_FIRST, true);

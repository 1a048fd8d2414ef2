import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { type CodePosition, NO_CODE } from '../../engine/story/code';
import { countingCode, radixCode } from './codeBucketSorts';
import { heapCode } from './codeHeapSort';
import { mergeFunctionCode, mergeLoopCode } from './codeMergeSorts';
import { quickFirstCode, quickLastCode, quickRandomCode } from './codeQuickSorts';
import { bogoCode, bubbleCode, insertionCode, selectionMaxCode, selectionMinMaxCode } from './codeSimpleSorts';
import type { SortCode } from './codeTracking';
import type { SortState } from './sortState';

/**
 * How the page follows each sort's pseudocode: the line of each visible operation is derived
 * from the operation (code and operands) and the model's state, with no operation added to the
 * generators, so step counts stay as they were. Markers ('sorted', a phase, a bogosort round)
 * move no line: a step shows its visible operation, as its words do.
 */
export const sortCode: Record<SortAlgorithm, SortCode> = {
  bubblesort: bubbleCode,
  'selectionsort(max)': selectionMaxCode,
  'selectionsort(minmax)': selectionMinMaxCode,
  bogosort: bogoCode,
  insertionsort: insertionCode,
  heapsort: heapCode,
  'quicksort(pivotfirst)': quickFirstCode,
  'quicksort(pivotlast)': quickLastCode,
  'quicksort(randomised)': quickRandomCode,
  countingsort: countingCode,
  radixsort: radixCode,
  'mergesort(loop)': mergeLoopCode,
  'mergesort(function)': mergeFunctionCode,
};

/** Where a run of `algorithm` stands in its pseudocode: built when the story asks, never per operation. */
export function codePosition(algorithm: SortAlgorithm, state: SortState): CodePosition {
  const { line } = state.code;
  return line < 0 ? NO_CODE : { line, variables: sortCode[algorithm].variables(state) };
}

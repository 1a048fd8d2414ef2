import { Phase, type PhaseCode } from '../../../workers/sort/sortOps';

/** What the pivot step of the last operation did (quick sort's three pivot steps). */
export const PivotChange = { Chosen: 0, Moved: 1, Placed: 2 } as const;
export type PivotChangeCode = (typeof PivotChange)[keyof typeof PivotChange];

/**
 * Where the run stands in its pseudocode (workers/sort/sortPseudocode.ts): the line of the last
 * visible operation and what the trackers (sortCode.ts) derived from the operations so far, each
 * named as the pseudocode names it. A number is -1 while unknown or not yet in scope; which ones a
 * step shows depends on its line. Numbers only: apply() writes them without allocating.
 */
export interface SortCodeState {
  /** The line the last visible operation executed (-1 before the first). */
  line: number;
  i: number;
  j: number;
  k: number;
  /** Selection sort's and heap sort's outer bound, heap sort's build index and heap size. */
  end: number;
  start: number;
  size: number;
  parent: number;
  child: number;
  min: number;
  max: number;
  /** The range a quick sort partitions, a selection sort (min/max) scans, a merge covers. */
  low: number;
  high: number;
  mid: number;
  /** Bottom-up merge sort's run width. */
  width: number;
  /** Quick sort's pivot value (its index is the model's `pivot`), its store index and random pick. */
  pivot: number;
  store: number;
  r: number;
  /** Radix sort's digit (1 = ones), and the bucket, value and write index of the bucket sorts. */
  d: number;
  bucket: number;
  value: number;
  at: number;
  /** What the last compare decided, for the operation after it (see each tracker). */
  decided: number;
}

export const initialCodeState = (): SortCodeState => ({
  line: -1,
  i: -1,
  j: -1,
  k: -1,
  end: -1,
  start: -1,
  size: -1,
  parent: -1,
  child: -1,
  min: -1,
  max: -1,
  low: -1,
  high: -1,
  mid: -1,
  width: -1,
  pivot: -1,
  store: -1,
  r: -1,
  d: -1,
  bucket: -1,
  value: -1,
  at: -1,
  decided: 0,
});

/** Everything a sort's step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface SortState {
  /** Each bar's value (EMPTY while its item sits in a bucket). */
  values: Int32Array;
  /** 1 for each bar in its final place. */
  sorted: Uint8Array;
  /** Item counts per bucket (counting and radix sort; empty for the others). */
  buckets: Int32Array;
  /** Quick sort's pivot index (-1: none). */
  pivot: number;
  phase: PhaseCode;
  /** The phase's argument (radix sort's digit). */
  phaseArg: number;
  comparisons: number;
  writes: number;
  /** Bogosort's shuffle rounds. */
  rounds: number;
  /** A phase whose marker has arrived and whose first visible operation has not (null: none). */
  pendingPhase: PhaseCode | null;
  pendingPhaseArg: number;
  /** The last visible operation (markers aside) and the values it involved, for narration and sound. */
  lastCode: number;
  lastValueA: number;
  lastValueB: number;
  /** When the last visible operation was a pivot step: which one. */
  pivotChange: PivotChangeCode;
  /** Bogosort: the last visible operation (a compare found a pair out of order) started a shuffle round. */
  roundFollows: boolean;
  /** The pseudocode line and its variables' inputs. */
  code: SortCodeState;
}

export function initialSortState(initial: readonly number[], bucketCount: number): SortState {
  return {
    values: Int32Array.from(initial),
    sorted: new Uint8Array(initial.length),
    buckets: new Int32Array(bucketCount),
    pivot: -1,
    phase: Phase.None,
    phaseArg: 0,
    comparisons: 0,
    writes: 0,
    rounds: 0,
    pendingPhase: null,
    pendingPhaseArg: 0,
    lastCode: 0,
    lastValueA: 0,
    lastValueB: 0,
    pivotChange: PivotChange.Chosen,
    roundFollows: false,
    code: initialCodeState(),
  };
}

import { Phase, type PhaseCode } from '../../../workers/sort/sortOps';

/** What the pivot step of the last operation did (quick sort's three pivot steps). */
export const PivotChange = { Chosen: 0, Moved: 1, Placed: 2 } as const;
export type PivotChangeCode = (typeof PivotChange)[keyof typeof PivotChange];

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
  };
}

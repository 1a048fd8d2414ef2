import { OP_WIDTH } from '../../../workers/protocol/ops';
import { isMarker, Op, Phase, type PhaseCode, sortOpCost } from '../../../workers/sort/sortOps';
import { BarState, type BarStateCode } from '../../render/bars/barState';
import type { BarView } from '../../render/bars/barView';
import { DirtySet } from '../../render/dirtySet';
import type { PlayerModel } from '../../engine/player/playerTypes';

/** A bar's value while its item sits in a bucket (radix sort). */
export const EMPTY = -1;

/** What the pivot step of the last operation did (quick sort's three pivot steps). */
export const PivotChange = { Chosen: 0, Moved: 1, Placed: 2 } as const;
export type PivotChangeCode = (typeof PivotChange)[keyof typeof PivotChange];

/** What the last applied operation highlights. */
export const Highlight = { None: 0, Compare: 1, Swap: 2, Write: 3 } as const;
export type HighlightKind = (typeof Highlight)[keyof typeof Highlight];
const highlightState: Record<HighlightKind, BarStateCode> = { 0: BarState.Idle, 1: BarState.Compare, 2: BarState.Swap, 3: BarState.Write };

export interface BarSnapshot {
  values: Int32Array;
  sorted: Uint8Array;
  buckets: Int32Array;
  pivot: number;
  phase: PhaseCode;
  phaseArg: number;
  comparisons: number;
  writes: number;
  rounds: number;
  pendingPhase: PhaseCode | null;
  pendingPhaseArg: number;
  lastCode: number;
  lastValueA: number;
  lastValueB: number;
  pivotChange: PivotChangeCode;
  roundFollows: boolean;
}

/** The largest value a run's bars hold, the one drawn at full height (at least 1). */
export const tallestOf = (values: readonly number[]): number => values.reduce((max, v) => Math.max(max, v), 1);

/**
 * The main thread's mirror of a sort's visible state. Applying an operation updates it, keeps
 * each bar's state byte (what colour it shows) and marks what changed, so the renderer redraws
 * only those bars.
 *
 * A step of the player is one visible operation with the markers after it (Player.stepForward:
 * an end marker such as 'sorted' shows with its step). So the words and the sound follow the
 * last visible operation, never a marker, and a marker that starts a phase waits for that
 * phase's first visible operation: otherwise the label named the next phase over the last step
 * of the one before.
 */
export class BarModel implements PlayerModel<BarSnapshot>, BarView {
  values: Int32Array;
  sorted: Uint8Array;
  buckets: Int32Array;
  readonly states: Uint8Array;
  readonly bucketStates: Uint8Array;
  readonly dirty: DirtySet;
  readonly dirtyBuckets: DirtySet;
  pivot = -1;
  phase: PhaseCode = Phase.None;
  phaseArg = 0;
  comparisons = 0;
  writes = 0;
  rounds = 0;
  /** The last operation's highlighted bars (a, b) and bucket. */
  highlight: HighlightKind = Highlight.None;
  highlightA = -1;
  highlightB = -1;
  highlightBucket = -1;
  /** The last visible operation (markers aside) and the values it involved, for narration and sound. */
  lastCode = 0;
  lastValueA = 0;
  lastValueB = 0;
  /** When the last visible operation was a pivot step: which one. */
  pivotChange: PivotChangeCode = PivotChange.Chosen;
  /** Bogosort: the last visible operation (a compare found a pair out of order) started a shuffle round. */
  roundFollows = false;
  /** A phase whose marker has arrived and whose first visible operation has not (null: none). */
  pendingPhase: PhaseCode | null = null;
  pendingPhaseArg = 0;
  /** The value drawn at full height: the run's largest (textbook examples use 1–20, not 0–999). */
  readonly maxValue: number;
  private highlights = true;

  constructor(
    initial: readonly number[],
    bucketCount = 0,
    readonly maxBucket = 1,
  ) {
    this.maxValue = tallestOf(initial);
    this.values = Int32Array.from(initial);
    this.sorted = new Uint8Array(initial.length);
    this.buckets = new Int32Array(bucketCount);
    this.states = new Uint8Array(initial.length);
    this.bucketStates = new Uint8Array(bucketCount).fill(BarState.Bucket);
    this.dirty = new DirtySet(initial.length);
    this.dirtyBuckets = new DirtySet(bucketCount);
  }

  get size(): number {
    return this.values.length;
  }

  /** Reduced motion at fast speeds: highlights are not drawn (the data still changes). */
  set showHighlights(show: boolean) {
    if (show === this.highlights) return;
    this.highlights = show;
    this.touch(this.highlightA);
    this.touch(this.highlightB);
    this.touchBucket(this.highlightBucket);
  }

  cost(ops: Int32Array, index: number): number {
    return sortOpCost(ops[index * OP_WIDTH]);
  }

  /** Recomputes bar i's state byte after a change and marks it for drawing. */
  private touch(i: number): void {
    if (i < 0 || i >= this.values.length) return;
    let state: BarStateCode = this.sorted[i] ? BarState.Sorted : BarState.Idle;
    if (i === this.pivot) state = BarState.Pivot;
    // The pivot keeps its colour while compared: in a Lomuto partition every compare involves
    // it, and a yellow pivot read as just another compared bar.
    const comparedPivot = i === this.pivot && this.highlight === Highlight.Compare;
    if (this.highlights && this.highlight !== Highlight.None && (i === this.highlightA || i === this.highlightB) && !comparedPivot) state = highlightState[this.highlight];
    this.states[i] = state;
    this.dirty.mark(i);
  }

  private touchBucket(b: number): void {
    if (b < 0 || b >= this.buckets.length) return;
    // The bucket takes its bar's colour: orange as an item moves in or out, yellow as a value is counted.
    this.bucketStates[b] = this.highlights && b === this.highlightBucket ? highlightState[this.highlight] : BarState.Bucket;
    this.dirtyBuckets.mark(b);
  }

  clearHighlight(): void {
    if (this.highlight === Highlight.None) return;
    const { highlightA: a, highlightB: b, highlightBucket: bucket } = this;
    this.highlight = Highlight.None;
    this.highlightA = this.highlightB = this.highlightBucket = -1;
    this.touch(a);
    this.touch(b);
    this.touchBucket(bucket);
  }

  private setHighlight(kind: HighlightKind, a: number, b: number, bucket = -1): void {
    this.highlight = kind;
    this.highlightA = a;
    this.highlightB = b;
    this.highlightBucket = bucket;
    this.touch(a);
    this.touch(b);
    this.touchBucket(bucket);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const code = ops[at];
    const a = ops[at + 1];
    const b = ops[at + 2];
    const c = ops[at + 3];
    if (isMarker(code)) {
      this.applyMarker(code, a, b);
      return;
    }
    const values = this.values;
    this.clearHighlight();
    this.lastCode = code;
    this.roundFollows = false;
    if (this.pendingPhase !== null) {
      this.phase = this.pendingPhase;
      this.phaseArg = this.pendingPhaseArg;
      this.pendingPhase = null;
    }
    switch (code) {
      case Op.Compare:
        this.comparisons++;
        this.lastValueA = c > 0 ? c - 1 : values[a];
        this.lastValueB = values[b];
        this.setHighlight(Highlight.Compare, a, b);
        break;
      case Op.Swap: {
        const t = values[a];
        values[a] = values[b];
        values[b] = t;
        this.writes += 2;
        this.lastValueA = values[a];
        this.lastValueB = values[b];
        this.setHighlight(Highlight.Swap, a, b);
        break;
      }
      case Op.Set:
        values[a] = b;
        this.writes++;
        this.lastValueA = b;
        this.setHighlight(Highlight.Write, a, -1);
        break;
      case Op.Pivot:
        this.movePivot(a);
        break;
      case Op.BucketPut:
        values[a] = EMPTY;
        this.buckets[b]++;
        this.writes++;
        this.lastValueA = c;
        this.lastValueB = b;
        this.setHighlight(Highlight.Write, a, -1, b);
        break;
      case Op.BucketTake:
        this.buckets[a]--;
        values[b] = c;
        this.writes++;
        this.lastValueA = c;
        this.lastValueB = a;
        this.setHighlight(Highlight.Write, b, -1, a);
        break;
      case Op.Count:
        this.buckets[b]++;
        this.writes++;
        this.lastValueA = b;
        this.setHighlight(Highlight.Compare, a, -1, b);
        break;
    }
  }

  /** Markers change labels and colours; the highlight and the words stay the last visible operation's. */
  private applyMarker(code: number, a: number, b: number): void {
    switch (code) {
      case Op.Sorted:
        for (let i = a; i < b; i++) {
          if (this.sorted[i] === 0) {
            this.sorted[i] = 1;
            this.touch(i);
          }
        }
        break;
      case Op.Phase:
        // The end of the last phase (None) shows at once, with the run's last step, as 'sorted'
        // does; a new phase waits for its first visible operation.
        if (a === Phase.None) {
          this.phase = Phase.None;
          this.pendingPhase = null;
        } else {
          this.pendingPhase = a as PhaseCode;
          this.pendingPhaseArg = b;
        }
        break;
      case Op.Round:
        this.rounds = a;
        this.roundFollows = true;
        break;
    }
  }

  /** Quick sort's pivot steps: chosen (none before), moved with its value, or placed (cleared, a = -1). */
  private movePivot(to: number): void {
    const from = this.pivot;
    const shown = to >= 0 ? to : from;
    this.pivotChange = to < 0 ? PivotChange.Placed : from < 0 ? PivotChange.Chosen : PivotChange.Moved;
    this.lastValueA = shown >= 0 ? this.values[shown] : 0;
    this.lastValueB = shown;
    this.pivot = to;
    this.touch(from);
    this.touch(to);
  }

  snapshot(): BarSnapshot {
    return {
      values: this.values.slice(),
      sorted: this.sorted.slice(),
      buckets: this.buckets.slice(),
      pivot: this.pivot,
      phase: this.phase,
      phaseArg: this.phaseArg,
      comparisons: this.comparisons,
      writes: this.writes,
      rounds: this.rounds,
      pendingPhase: this.pendingPhase,
      pendingPhaseArg: this.pendingPhaseArg,
      lastCode: this.lastCode,
      lastValueA: this.lastValueA,
      lastValueB: this.lastValueB,
      pivotChange: this.pivotChange,
      roundFollows: this.roundFollows,
    };
  }

  restore(s: BarSnapshot): void {
    this.values.set(s.values);
    this.sorted.set(s.sorted);
    this.buckets.set(s.buckets);
    ({ pivot: this.pivot, phase: this.phase, phaseArg: this.phaseArg } = s);
    ({ comparisons: this.comparisons, writes: this.writes, rounds: this.rounds } = s);
    ({ pendingPhase: this.pendingPhase, pendingPhaseArg: this.pendingPhaseArg } = s);
    // The words of the step restored to, not of the step shown before (a seek may land on a keyframe).
    ({ lastCode: this.lastCode, lastValueA: this.lastValueA, lastValueB: this.lastValueB, pivotChange: this.pivotChange, roundFollows: this.roundFollows } = s);
    this.highlight = Highlight.None;
    this.highlightA = this.highlightB = this.highlightBucket = -1;
    for (let i = 0; i < this.values.length; i++) this.touch(i);
    for (let b = 0; b < this.buckets.length; b++) this.touchBucket(b);
    this.dirty.markAll();
    this.dirtyBuckets.markAll();
  }
}

import { OP_WIDTH } from '../../../workers/protocol/ops';
import { maxBucketFill } from '../../../workers/sort/bucketFill';
import { isMarker, Op, Phase, type PhaseCode, sortOpCost } from '../../../workers/sort/sortOps';
import { bucketsFor, type SortAlgorithm } from '../../../workers/sort/sortTypes';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import { BarState, type BarStateCode } from '../../render/bars/barState';
import type { BarView } from '../../render/bars/barView';
import { DirtySet } from '../../render/dirtySet';
import type { Tracker } from './codeTracking';
import { sortCode } from './sortCode';
import { initialSortState, PivotChange, type SortState } from './sortState';

/** A bar's value while its item sits in a bucket (radix sort). */
export const EMPTY = -1;

/** What the last applied operation highlights. */
export const Highlight = { None: 0, Compare: 1, Swap: 2, Write: 3 } as const;
export type HighlightKind = (typeof Highlight)[keyof typeof Highlight];
const highlightState: Record<HighlightKind, BarStateCode> = { 0: BarState.Idle, 1: BarState.Compare, 2: BarState.Swap, 3: BarState.Write };

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
export class BarModel implements PlayerModel<SortState>, BarView {
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: SortState;
  /** Each bar's and bucket's colour: derived from the state and the highlight, recomputed on restore. */
  readonly states: Uint8Array;
  readonly bucketStates: Uint8Array;
  readonly dirty: DirtySet;
  readonly dirtyBuckets: DirtySet;
  /**
   * The last operation's highlighted bars (a, b) and bucket. Not state: a restore shows no
   * highlight (the highlight pause of the step restored to is over), as clearHighlight does.
   */
  highlight: HighlightKind = Highlight.None;
  highlightA = -1;
  highlightB = -1;
  highlightBucket = -1;
  /** The value drawn at full height: the run's largest (textbook examples use 1–20, not 0–999). */
  readonly maxValue: number;
  /** The count drawn at a bucket's full height: the fullest a bucket gets in this run. */
  readonly maxBucket: number;
  /** A display setting (reduced motion), not a step's doing. */
  private highlights = true;
  /** Follows the algorithm's pseudocode (sortCode.ts), into `state.code`. */
  private readonly track: Tracker;

  constructor(
    readonly algorithm: SortAlgorithm,
    initial: readonly number[],
  ) {
    const bucketCount = bucketsFor(algorithm, initial);
    this.maxValue = tallestOf(initial);
    this.maxBucket = maxBucketFill(algorithm, initial);
    this.track = sortCode[algorithm].track;
    this.state = initialSortState(initial, bucketCount);
    this.states = new Uint8Array(initial.length);
    this.bucketStates = new Uint8Array(bucketCount).fill(BarState.Bucket);
    this.dirty = new DirtySet(initial.length);
    this.dirtyBuckets = new DirtySet(bucketCount);
  }

  /** What the bar renderer reads (BarView); the tests also read sorted and the counters. The story reads `state`. */
  get values(): Int32Array {
    return this.state.values;
  }

  get buckets(): Int32Array {
    return this.state.buckets;
  }

  get sorted(): Uint8Array {
    return this.state.sorted;
  }

  get comparisons(): number {
    return this.state.comparisons;
  }

  get writes(): number {
    return this.state.writes;
  }

  get size(): number {
    return this.state.values.length;
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
    return sortOpCost(ops[index * OP_WIDTH]!);
  }

  /** Recomputes bar i's state byte after a change and marks it for drawing. */
  private touch(i: number): void {
    const s = this.state;
    if (i < 0 || i >= s.values.length) return;
    let code: BarStateCode = s.sorted[i] ? BarState.Sorted : BarState.Idle;
    if (i === s.pivot) code = BarState.Pivot;
    // The pivot keeps its colour while compared: in a Lomuto partition every compare involves
    // it, and a yellow pivot read as just another compared bar.
    const comparedPivot = i === s.pivot && this.highlight === Highlight.Compare;
    if (this.highlights && this.highlight !== Highlight.None && (i === this.highlightA || i === this.highlightB) && !comparedPivot)
      code = highlightState[this.highlight];
    this.states[i] = code;
    this.dirty.mark(i);
  }

  private touchBucket(b: number): void {
    if (b < 0 || b >= this.state.buckets.length) return;
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
    const code = ops[at]!;
    const a = ops[at + 1]!;
    const b = ops[at + 2]!;
    const c = ops[at + 3]!;
    if (isMarker(code)) {
      this.applyMarker(code, a, b);
      return;
    }
    const s = this.state;
    const values = s.values;
    this.clearHighlight();
    s.lastCode = code;
    s.roundFollows = false;
    if (s.pendingPhase !== null) {
      s.phase = s.pendingPhase;
      s.phaseArg = s.pendingPhaseArg;
      s.pendingPhase = null;
    }
    // Before the switch: the tracker reads the bars and the pivot as the operation found them.
    this.track(s, code, a, b, c);
    switch (code) {
      case Op.Compare:
        s.comparisons++;
        s.lastValueA = c > 0 ? c - 1 : values[a]!;
        s.lastValueB = values[b]!;
        this.setHighlight(Highlight.Compare, a, b);
        break;
      case Op.Swap: {
        const t = values[a]!;
        values[a] = values[b]!;
        values[b] = t;
        s.writes += 2;
        s.lastValueA = values[a];
        s.lastValueB = values[b]!;
        this.setHighlight(Highlight.Swap, a, b);
        break;
      }
      case Op.Set:
        values[a] = b;
        s.writes++;
        s.lastValueA = b;
        this.setHighlight(Highlight.Write, a, -1);
        break;
      case Op.Pivot:
        this.movePivot(a);
        break;
      case Op.BucketPut:
        values[a] = EMPTY;
        s.buckets[b]!++;
        s.writes++;
        s.lastValueA = c;
        s.lastValueB = b;
        this.setHighlight(Highlight.Write, a, -1, b);
        break;
      case Op.BucketTake:
        s.buckets[a]!--;
        values[b] = c;
        s.writes++;
        s.lastValueA = c;
        s.lastValueB = a;
        this.setHighlight(Highlight.Write, b, -1, a);
        break;
      case Op.Count:
        s.buckets[b]!++;
        s.writes++;
        s.lastValueA = b;
        this.setHighlight(Highlight.Compare, a, -1, b);
        break;
    }
  }

  /** Markers change labels and colours; the highlight and the words stay the last visible operation's. */
  private applyMarker(code: number, a: number, b: number): void {
    const s = this.state;
    switch (code) {
      case Op.Sorted:
        for (let i = a; i < b; i++) {
          if (s.sorted[i] === 0) {
            s.sorted[i] = 1;
            this.touch(i);
          }
        }
        break;
      case Op.Phase:
        // The end of the last phase (None) shows at once, with the run's last step, as 'sorted'
        // does; a new phase waits for its first visible operation.
        if (a === Phase.None) {
          s.phase = Phase.None;
          s.pendingPhase = null;
        } else {
          s.pendingPhase = a as PhaseCode;
          s.pendingPhaseArg = b;
        }
        break;
      case Op.Round:
        s.rounds = a;
        s.roundFollows = true;
        break;
    }
  }

  /** Quick sort's pivot steps: chosen (none before), moved with its value, or placed (cleared, a = -1). */
  private movePivot(to: number): void {
    const s = this.state;
    const from = s.pivot;
    const shown = to >= 0 ? to : from;
    s.pivotChange = to < 0 ? PivotChange.Placed : from < 0 ? PivotChange.Chosen : PivotChange.Moved;
    s.lastValueA = shown >= 0 ? s.values[shown]! : 0;
    s.lastValueB = shown;
    s.pivot = to;
    this.touch(from);
    this.touch(to);
  }

  snapshot(): SortState {
    return copyState(this.state);
  }

  restore(saved: SortState): void {
    // Everything the step restored to had changed, its words too (a seek may land on a keyframe);
    // no highlight (its pause is over), and every bar's colour follows from the state.
    restoreState(this.state, saved);
    this.highlight = Highlight.None;
    this.highlightA = this.highlightB = this.highlightBucket = -1;
    for (let i = 0; i < this.state.values.length; i++) this.touch(i);
    for (let b = 0; b < this.state.buckets.length; b++) this.touchBucket(b);
    this.dirty.markAll();
    this.dirtyBuckets.markAll();
  }
}

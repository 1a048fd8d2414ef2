import { OP_WIDTH } from '../../../workers/protocol/ops';
import { Op, opCost } from '../../../workers/search/searchOps';
import { BINARY, LINEAR } from '../../../workers/search/searchPseudocode';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import { BarState, type BarStateCode } from '../../render/bars/barState';
import type { BarView } from '../../render/bars/barView';
import { DirtySet } from '../../render/dirtySet';
import { type ArraySearchState, initialArraySearchState } from './arraySearchState';

const NO_BUCKETS = new Int32Array(0);

/**
 * The array searches' mirror: the bars never move, only their state bytes change (the window,
 * the discarded part, the element being looked at, the one found).
 */
export class ArrayModel implements PlayerModel<ArraySearchState>, BarView {
  readonly values: Int32Array;
  /** Each bar's colour: derived from the state and the highlight, recomputed on restore. */
  readonly states: Uint8Array;
  readonly buckets = NO_BUCKETS;
  readonly bucketStates = new Uint8Array(0);
  readonly dirty: DirtySet;
  readonly dirtyBuckets = new DirtySet(0);
  readonly maxBucket = 1;
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: ArraySearchState;
  /**
   * The element compared with the key by the last operation, highlighted (-1 after the highlight
   * pause). Not state: a restore shows no highlight, as clearHighlight does.
   */
  looked = -1;
  /** A display setting (reduced motion), not a step's doing. */
  private highlights = true;

  constructor(
    values: readonly number[],
    /** null: the key field is blank, there is nothing to search for (the page blocks Play). */
    readonly key: number | null,
    /** The value drawn at full height: the largest shown, so small textbook values stay apart. */
    readonly maxValue: number,
    readonly windowed: boolean,
  ) {
    this.values = Int32Array.from(values);
    this.states = new Uint8Array(values.length);
    this.dirty = new DirtySet(values.length);
    this.state = initialArraySearchState(values.length);
    this.touchAll();
  }

  get size(): number {
    return this.values.length;
  }

  set showHighlights(show: boolean) {
    this.highlights = show;
    this.touch(this.looked);
  }

  private stateOf(i: number): BarStateCode {
    const s = this.state;
    if (i === s.found) return BarState.Found;
    if (this.highlights && i === this.looked) return BarState.Compare;
    if (!this.windowed) return BarState.Idle;
    if (i < s.low || i > s.high) return BarState.Discarded;
    return i === s.mid ? BarState.Pivot : BarState.Window;
  }

  private touch(i: number): void {
    if (i < 0 || i >= this.values.length) return;
    this.states[i] = this.stateOf(i);
    this.dirty.mark(i);
  }

  private touchAll(): void {
    for (let i = 0; i < this.values.length; i++) this.states[i] = this.stateOf(i);
    this.dirty.markAll();
  }

  cost(ops: Int32Array, index: number): number {
    return opCost(ops[index * OP_WIDTH]!);
  }

  clearHighlight(): void {
    const was = this.looked;
    this.looked = -1;
    this.touch(was);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, a, b, c] = [ops[at]!, ops[at + 1]!, ops[at + 2]!, ops[at + 3]!];
    // Only a step ends the last comparison's highlight: in play the markers after a step come in
    // the same frame, and had wiped the compared bar before it was ever drawn.
    if (opCost(code) > 0) this.clearHighlight();
    const s = this.state;
    if (code === Op.Look) {
      s.comparisons++;
      s.line = this.lookLine(this.values[a]!);
      this.looked = a;
      s.compared = a;
      s.probedLow = s.low;
      s.probedHigh = s.high;
      this.touch(a);
    } else if (code === Op.Window) {
      // A step of its own: the new middle is drawn, and told, only once the comparison before it is over.
      s.low = a;
      s.high = b;
      s.mid = c;
      s.compared = -1;
      s.line = BINARY.mid;
      this.touchAll();
    } else if (code === Op.Emptied) {
      // Comes with the last comparison, whose words ('nothing is left') it bears out: all grey.
      s.low = a;
      s.high = b;
      s.mid = -1;
      s.line = BINARY.notFound;
      this.touchAll();
    } else if (code === Op.Found) {
      s.found = a;
      s.line = this.windowed ? BINARY.found : LINEAR.found;
      this.touch(a);
    }
  }

  /**
   * The line a comparison executes: linear search's test; for binary search the branch the
   * comparison takes (a match's 'return mid' comes with its Found marker). A blank key's run
   * (never played: Play is blocked) searches for 0, as the worker's input does.
   */
  private lookLine(value: number): number {
    if (!this.windowed) return LINEAR.compare;
    const key = this.key ?? 0;
    return value === key ? BINARY.compare : value < key ? BINARY.goRight : BINARY.goLeft;
  }

  snapshot(): ArraySearchState {
    return copyState(this.state);
  }

  restore(saved: ArraySearchState): void {
    restoreState(this.state, saved);
    this.looked = -1;
    this.touchAll();
  }
}

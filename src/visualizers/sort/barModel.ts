import { OP_WIDTH, Op, Phase, type PhaseCode } from '../../../workers/protocol/ops';
import type { PlayerModel } from '../player/types';

/** A bar's value while its item sits in a bucket (radix sort). */
export const EMPTY = -1;

/** What the last applied operation highlights. */
export const Highlight = { None: 0, Compare: 1, Swap: 2, Write: 3 } as const;
export type HighlightKind = (typeof Highlight)[keyof typeof Highlight];

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
}

/**
 * The main thread's mirror of a sort's visible state. Applying an operation updates it and
 * records which bars and buckets changed, so the renderer redraws only those.
 */
export class BarModel implements PlayerModel<BarSnapshot> {
  values: Int32Array;
  sorted: Uint8Array;
  buckets: Int32Array;
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
  /** Values involved in the last operation, for narration. */
  lastCode = 0;
  lastValueA = 0;
  lastValueB = 0;

  private readonly dirtyFlag: Uint8Array;
  readonly dirty: number[] = [];
  readonly dirtyBuckets = new Set<number>();
  allDirty = true;

  constructor(initial: readonly number[], bucketCount = 0) {
    this.values = Int32Array.from(initial);
    this.sorted = new Uint8Array(initial.length);
    this.buckets = new Int32Array(bucketCount);
    this.dirtyFlag = new Uint8Array(initial.length);
  }

  get size(): number {
    return this.values.length;
  }

  markDirty(i: number): void {
    if (i >= 0 && i < this.dirtyFlag.length && this.dirtyFlag[i] === 0) {
      this.dirtyFlag[i] = 1;
      this.dirty.push(i);
    }
  }

  /** Called by the renderer once it has drawn the changes. */
  takeChanges(): void {
    for (const i of this.dirty) this.dirtyFlag[i] = 0;
    this.dirty.length = 0;
    this.dirtyBuckets.clear();
    this.allDirty = false;
  }

  clearHighlight(): void {
    if (this.highlight === Highlight.None) return;
    this.markDirty(this.highlightA);
    this.markDirty(this.highlightB);
    if (this.highlightBucket >= 0) this.dirtyBuckets.add(this.highlightBucket);
    this.highlight = Highlight.None;
    this.highlightA = this.highlightB = this.highlightBucket = -1;
  }

  private setHighlight(kind: HighlightKind, a: number, b: number, bucket = -1): void {
    this.highlight = kind;
    this.highlightA = a;
    this.highlightB = b;
    this.highlightBucket = bucket;
    this.markDirty(a);
    this.markDirty(b);
    if (bucket >= 0) this.dirtyBuckets.add(bucket);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const code = ops[at];
    const a = ops[at + 1];
    const b = ops[at + 2];
    const c = ops[at + 3];
    const values = this.values;
    this.clearHighlight();
    this.lastCode = code;
    switch (code) {
      case Op.Compare:
        this.comparisons++;
        this.lastValueA = values[a];
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
      case Op.Sorted:
        for (let i = a; i < b; i++) {
          if (this.sorted[i] === 0) {
            this.sorted[i] = 1;
            this.markDirty(i);
          }
        }
        break;
      case Op.Pivot:
        this.markDirty(this.pivot);
        this.pivot = a;
        this.markDirty(a);
        break;
      case Op.Phase:
        this.phase = a as PhaseCode;
        this.phaseArg = b;
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
      case Op.Round:
        this.rounds = a;
        break;
    }
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
    };
  }

  restore(s: BarSnapshot): void {
    this.values.set(s.values);
    this.sorted.set(s.sorted);
    this.buckets.set(s.buckets);
    ({ pivot: this.pivot, phase: this.phase, phaseArg: this.phaseArg } = s);
    ({ comparisons: this.comparisons, writes: this.writes, rounds: this.rounds } = s);
    this.highlight = Highlight.None;
    this.highlightA = this.highlightB = this.highlightBucket = -1;
    this.allDirty = true;
  }
}

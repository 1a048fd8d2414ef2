import type { DirtySet } from '../dirtySet';

/** What the bar renderer reads: a model's bars (and optional buckets), their states and changes. */
export interface BarView {
  /** Each bar's value; below 0 draws nothing (an item away in a bucket). */
  readonly values: Int32Array;
  readonly states: Uint8Array;
  /** Item counts of the second strip (counting and radix sort); empty for plain bars. */
  readonly buckets: Int32Array;
  readonly bucketStates: Uint8Array;
  readonly dirty: DirtySet;
  readonly dirtyBuckets: DirtySet;
  /** The value drawn at full (96 %) height. */
  readonly maxValue: number;
  /** The bucket count drawn at full height. */
  readonly maxBucket: number;
}

/** Spec §9: bar heights are scaled between 4% and 96% of the area. */
export function barHeightFraction(value: number, maxValue: number): number {
  if (value < 0) return 0;
  return 0.04 + (0.92 * Math.min(value, maxValue)) / Math.max(1, maxValue);
}

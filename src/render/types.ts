/** What a bar renderer reads: the player's mirror and the set of what changed since the last draw. */
export interface BarView {
  readonly values: Int32Array;
  readonly sorted: Uint8Array;
  readonly buckets: Int32Array;
  readonly pivot: number;
  readonly highlight: number;
  readonly highlightA: number;
  readonly highlightB: number;
  readonly highlightBucket: number;
  readonly dirty: readonly number[];
  readonly dirtyBuckets: ReadonlySet<number>;
  readonly allDirty: boolean;
  takeChanges(): void;
}

export interface BarScale {
  /** The value drawn at full (96%) height. */
  maxValue: number;
  /** The bucket count drawn at full height (second body only). */
  maxBucket: number;
}

/** A renderer of bars (and, for the second body, buckets) into a container element. */
export interface BarRenderer {
  /** Rebuilds the sprites for a new model (new size or bucket count). */
  setModel(view: BarView, scale: BarScale): void;
  /** Redraws what changed, then renders one frame. */
  draw(showHighlights: boolean): void;
  destroy(): void;
}

/** Colours by bar state; chosen to stay distinguishable on the dark page background. */
export const barColours = {
  idle: 0x4fc3f7,
  compare: 0xffd54f,
  swap: 0xef5350,
  write: 0xff8a65,
  pivot: 0xce93d8,
  sorted: 0x66bb6a,
  bucket: 0x90a4ae,
} as const;

/** Spec §9: bar heights are scaled between 4% and 96% of the area. */
export function barHeightFraction(value: number, maxValue: number): number {
  if (value < 0) return 0;
  return 0.04 + (0.92 * Math.min(value, maxValue)) / Math.max(1, maxValue);
}

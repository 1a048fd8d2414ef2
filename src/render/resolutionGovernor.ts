export interface GovernorOptions {
  /** Median frame interval above which the resolution steps down. */
  slowMs: number;
  /** Median frame interval below which a lowered resolution may step back up. */
  fastMs: number;
  /** Consecutive frames a decision looks at. */
  window: number;
  /** Scales tried, full first. */
  steps: readonly number[];
  /** Fast time at a lowered scale before trying the next one up (doubles after a failed try). */
  probeAfterMs: number;
  /** A gap longer than this between draws is a pause, not a slow frame. */
  gapMs: number;
}

const defaults: GovernorOptions = { slowMs: 22, fastMs: 17.5, window: 10, steps: [1, 0.75, 0.5], probeAfterMs: 2000, gapMs: 120 };

/**
 * Decides the canvas's backing resolution from measured frame intervals while an animation
 * draws every frame. Under software WebGL (a slow phone) a frame's cost is per pixel, so when
 * frames run long the canvas draws fewer pixels (the page stays the same size; the picture is
 * a little softer), and it returns to full resolution when frames are fast again or when the
 * drawing stops, so a finished or paused picture is always sharp. Pure: the renderer feeds it
 * times and applies the scale it returns.
 */
export class ResolutionGovernor {
  private step = 0;
  private last = -1;
  private readonly intervals: number[] = [];
  private changedAt = 0;
  private probeAfter: number;
  private lastProbeUp = -Infinity;
  private readonly options: GovernorOptions;
  private pinned: number | null = null;

  constructor(options: Partial<GovernorOptions> = {}) {
    this.options = { ...defaults, ...options };
    this.probeAfter = this.options.probeAfterMs;
  }

  get scale(): number {
    return this.pinned ?? this.options.steps[this.step]!;
  }

  /** Holds the scale (tests, the benchmark); null returns to measuring. */
  pin(scale: number | null): void {
    this.pinned = scale;
    this.step = 0;
    this.intervals.length = 0;
  }

  /** Records a drawn frame at `now` (ms); returns true when the scale changed. */
  frame(now: number): boolean {
    const { slowMs, fastMs, window, steps, gapMs } = this.options;
    const interval = now - this.last;
    this.last = now;
    if (this.pinned !== null) return false;
    if (interval > gapMs || interval <= 0) {
      this.intervals.length = 0;
      return false;
    }
    this.intervals.push(interval);
    if (this.intervals.length < window) return false;
    const median = [...this.intervals].sort((a, b) => a - b)[window >> 1]!;
    this.intervals.shift();
    if (median > slowMs && this.step < steps.length - 1) {
      // Slow again soon after stepping up: that scale is too much for this device; wait longer.
      if (now - this.lastProbeUp < 2 * this.options.probeAfterMs) this.probeAfter = Math.min(this.probeAfter * 2, 60_000);
      return this.move(1, now);
    }
    if (median < fastMs && this.step > 0 && now - this.changedAt >= this.probeAfter) {
      this.lastProbeUp = now;
      return this.move(-1, now);
    }
    return false;
  }

  /** The drawing stopped (paused, finished): back to full resolution. Returns true if it changed. */
  rest(): boolean {
    this.intervals.length = 0;
    this.last = -1;
    if (this.step === 0 || this.pinned !== null) return false;
    this.step = 0;
    return true;
  }

  private move(by: number, now: number): boolean {
    this.step += by;
    this.changedAt = now;
    this.intervals.length = 0;
    return true;
  }
}

/** A frame interval above this missed a 60 Hz frame: drawing did not get its share. */
export const LONG_FRAME_MS = 18;
/** Below this the frame had time to spare. */
export const SHORT_FRAME_MS = 17.5;

/**
 * How long the player may apply operations in the next frame, sized from measured frame
 * intervals: it shrinks while frames run long, so the renderer, the browser's own frame work
 * and (under software WebGL) the rasteriser sharing the CPU get their time back, and grows
 * again while frames are on time. Fastest therefore applies as many operations as the device
 * can draw smoothly, not as many as fit a fixed slice.
 */
export class FrameBudget {
  private budget: number;

  constructor(
    private readonly minMs = 2,
    private readonly maxMs = 8,
  ) {
    this.budget = Math.min(maxMs, Math.max(minMs, maxMs / 2));
  }

  get ms(): number {
    return this.budget;
  }

  /** Records the interval since the previous frame; returns the next frame's budget. */
  update(intervalMs: number): number {
    if (intervalMs > LONG_FRAME_MS) this.budget = Math.max(this.minMs, this.budget * 0.8);
    else if (intervalMs < SHORT_FRAME_MS) this.budget = Math.min(this.maxMs, this.budget * 1.1);
    return this.budget;
  }
}

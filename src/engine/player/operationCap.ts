import { LONG_FRAME_MS, SHORT_FRAME_MS } from './frameBudget';

/**
 * Fewest operations a Fastest frame applies however long frames run: about twice what the
 * fastest slider speed (1 ms a step) shows in a 60 Hz frame, so Fastest never plays slower than
 * the slider's fastest setting, even on a machine whose frames are long for other reasons.
 */
export const MIN_CAP_OPERATIONS = 32;
/** A long frame halves the cap (from what that frame applied); a frame on time that used it all grows it by a twentieth (twice as slow as the time budget: bench/README.md, twenty-second round). */
const SHRINK = 0.5;
const GROW = 1.05;

/**
 * How many operations a Fastest frame may apply on a stage whose drawing grows with what
 * changed (DOM boards and tables: every changed cell is restyled, laid out and painted on the
 * main thread). The player's time budget (frameBudget.ts) bounds the time spent applying
 * operations, which on such a stage is the small part: at 4× CPU a 14-queens frame applied about
 * 1,700 operations in its 6.5 ms of script, then took 25 ms more to restyle, lay out and paint
 * the cells they changed (bench/README.md, twenty-first and twenty-second rounds). So
 * the count itself adapts from measured frame intervals: halved after a long frame, grown again
 * while frames are on time. Uncapped until a frame runs long, so a device that draws everything
 * in time keeps the whole speed. One per page, kept across its runs, so a new run starts at the
 * rate the device was found to draw.
 */
export class OperationCap {
  private cap = Number.POSITIVE_INFINITY;

  /** Operations the next frame may apply (Infinity until a frame has run long). */
  get operations(): number {
    return this.cap;
  }

  /** Records the interval that ended a frame which applied `applied` operations. */
  update(intervalMs: number, applied: number): void {
    // A frame that applied nothing (a reload, a stream not yet arrived) says nothing about what operations cost to draw.
    if (applied <= 0) return;
    if (intervalMs > LONG_FRAME_MS) this.cap = Math.max(MIN_CAP_OPERATIONS, Math.floor(Math.min(this.cap, applied) * SHRINK));
    else if (intervalMs < SHORT_FRAME_MS && applied >= this.cap) this.cap = Math.ceil(this.cap * GROW);
  }
}

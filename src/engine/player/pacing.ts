/**
 * How a clock turns frame time into delay slots ("credit"). The player's own clock and the race
 * clock both follow these rules, so a race and a single run pace alike (docs/visualizers.md, "Race and sound").
 */

/** Delay slots a clock holds when Play starts: one, so Play's first frame shows a step (a Play that waited a whole delay read as broken). */
export const PLAY_CREDIT = 1;

/**
 * The time a frame adds to the credit: none on the first frame after Play, and at most 250 ms,
 * so a hidden tab or a long task does not come back as a burst of steps.
 */
export const frameElapsed = (lastTime: number, time: number): number => (lastTime < 0 ? 0 : Math.min(time - lastTime, 250));

/**
 * The credit left after a frame that ran out of operations (waiting for the worker) or of time.
 * More than one slot would burst later, so the rest is dropped; up to one is kept, so once a
 * delay has passed the awaited step shows as soon as it arrives (like Play's first step), and a
 * step that arrives early still waits out its delay.
 */
export const creditAfterStall = (credit: number): number => Math.min(credit, PLAY_CREDIT);

/**
 * Credit is a sum of frame fractions in floating point: six frames of 1/6 of a delay add up to
 * 0.9999999999999999, and a step due on a frame's edge would show a frame late (on a video's
 * steady 30 fps clock, engine/video, every step at 200 ms is due on one). Comparisons with the
 * credit allow this much, far less than any time a frame can tell apart.
 */
export const CREDIT_TOLERANCE = 1e-9;

/** The credit as the clocks compare it: whole slots and the highlight's half, within CREDIT_TOLERANCE. */
export const creditSlots = (credit: number): number => credit + CREDIT_TOLERANCE;

/**
 * Spec §9 speed: the slider runs -5000..-1 and the delay in ms is its negation; the highlight
 * lasts half of it. Fastest ignores the delay and fills each frame's budget. Every family's
 * pages use these, the keyboard and the URL codec included.
 */
export const MIN_SPEED = -5000;
export const MAX_SPEED = -1;
export const DEFAULT_SPEED = -2500;
/** What + and − change the speed by. */
export const SPEED_KEY_STEP = 250;

export const clampSpeed = (value: number) => (Number.isFinite(value) ? Math.min(MAX_SPEED, Math.max(MIN_SPEED, Math.round(value))) : DEFAULT_SPEED);

export interface Pace {
  /** Milliseconds per visible step (the negated speed value). */
  delay: number;
  /** Apply as many operations as the frame budget allows. */
  fastest: boolean;
  /** Fixed operations per frame (benchmark stress rate); overrides delay when set. */
  opsPerFrame?: number;
}

export const paceOf = (speed: number, fastest: boolean): Pace => ({ delay: -clampSpeed(speed), fastest });

/** The pace a player or race clock has before the page sets one: the default speed. */
export const DEFAULT_PACE: Pace = Object.freeze(paceOf(DEFAULT_SPEED, false));

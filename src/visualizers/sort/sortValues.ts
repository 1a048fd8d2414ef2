/** Spec §5/§9: bar count 5..1000 (default 5), values 0..999, counting-sort range 5..500. */
export const MIN_BARS = 5;
export const MAX_BARS = 1000;
export const DEFAULT_BARS = 5;
export const MAX_VALUE = 999;
export const MIN_RANGE = 5;
export const MAX_RANGE = 500;
export const DEFAULT_RANGE = 100;
/** Spec §9: delay ms = -speed; sort screens allow -5000..-1, default -2500. */
export const MIN_SPEED = -5000;
export const MAX_SPEED = -1;
export const DEFAULT_SPEED = -2500;

const clampInt = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/** Below 5 becomes 5, above 1000 becomes 1000; anything unreadable keeps the default. */
export const clampCount = (value: number) => clampInt(value, MIN_BARS, MAX_BARS, DEFAULT_BARS);
export const clampRange = (value: number) => clampInt(value, MIN_RANGE, MAX_RANGE, DEFAULT_RANGE);
export const clampSpeed = (value: number) => clampInt(value, MIN_SPEED, MAX_SPEED, DEFAULT_SPEED);

/** The count as displayed: zero-padded to 4 digits. */
export const padCount = (count: number) => String(count).padStart(4, '0');

/** `count` random values in 0..maxValue. */
export function randomValues(count: number, maxValue = MAX_VALUE, random = Math.random): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * (maxValue + 1)));
}

/** Spec §5: a shuffle does 8 × count random pair swaps. */
export function shuffleValues(values: readonly number[], random = Math.random): number[] {
  const out = [...values];
  for (let k = 0; k < 8 * out.length; k++) {
    const i = Math.floor(random() * out.length);
    const j = Math.floor(random() * out.length);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

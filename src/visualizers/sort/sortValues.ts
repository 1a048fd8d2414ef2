import { DEFAULT_BARS, DEFAULT_RANGE, MAX_BARS, MAX_RANGE, MAX_VALUE, MIN_BARS, MIN_RANGE } from '../../../workers/sort/sortLimits';

export { DEFAULT_BARS, DEFAULT_RANGE, MAX_BARS, MAX_RANGE, MAX_VALUE, MIN_BARS, MIN_RANGE };

const clampInt = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/** Below 5 becomes 5, above 1000 becomes 1000; anything unreadable keeps the default. */
export const clampCount = (value: number) => clampInt(value, MIN_BARS, MAX_BARS, DEFAULT_BARS);
export const clampRange = (value: number) => clampInt(value, MIN_RANGE, MAX_RANGE, DEFAULT_RANGE);

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

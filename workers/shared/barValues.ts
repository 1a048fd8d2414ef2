import { MAX_RANDOM_VALUE } from './barLimits';

/** What the sort and array-search pages share about their bars. */

/** The count as displayed: zero-padded to 4 digits (spec §5). */
export const padCount = (count: number) => String(count).padStart(4, '0');

/** `count` random values in 0..maxValue (spec §9: 0..999 unless a sort's range says less). */
export function randomValues(count: number, maxValue = MAX_RANDOM_VALUE, random = Math.random): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * (maxValue + 1)));
}

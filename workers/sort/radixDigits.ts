import { RADIX_BUCKETS } from './sortTypes';

/**
 * The place values of LSD radix sort's passes, 1, 10, 100…: one per digit of the maximum (spec
 * §9), so 0..9 takes one pass and 999 three. The sort and the page's bucket scale both read it.
 */
export function radixPlaces(values: readonly number[]): number[] {
  const digits = String(values.reduce((max, v) => Math.max(max, v), 0)).length;
  return Array.from({ length: digits }, (_, d) => 10 ** d);
}

/** The bucket a value goes into in the pass of `place`: its digit there. */
export const digitAt = (value: number, place: number): number => Math.floor(value / place) % RADIX_BUCKETS;

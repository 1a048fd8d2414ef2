/**
 * Spec §5/§9 sort limits, once for both sides of the worker boundary: the page clamps to them
 * and the worker refuses anything outside them.
 */
export const MIN_BARS = 5;
export const MAX_BARS = 1000;
export const DEFAULT_BARS = 5;
/** Random values are 0..999 (spec §9). */
export const MAX_VALUE = 999;
/** Counting sort's value range slider (values 0..range-1). */
export const MIN_RANGE = 5;
export const MAX_RANGE = 500;
export const DEFAULT_RANGE = 100;

import { MAX_RANDOM_VALUE } from '../shared/barLimits';

// Spec §5/§9 sort limits, once for both sides of the worker boundary (the bar count's are in
// shared/barLimits.ts, shared with search): the page holds to them and the worker refuses
// anything outside them.

/** A sort takes the values random bars are drawn from: 0..999. */
export const MAX_VALUE = MAX_RANDOM_VALUE;
/** Counting sort's value range slider (values 0..range-1). */
export const MIN_RANGE = 5;
export const MAX_RANGE = 500;
export const DEFAULT_RANGE = 100;

/**
 * Spec §5/§9 limits of the bar arrays sort and search share, once for both families and both
 * sides of the worker boundary: the pages' sliders and URL codecs hold to them.
 */
export const MIN_BARS = 5;
export const MAX_BARS = 1000;
export const DEFAULT_BARS = 5;
/** Random bar values are 0..999 (spec §9). */
export const MAX_RANDOM_VALUE = 999;

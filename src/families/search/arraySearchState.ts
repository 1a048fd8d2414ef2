/** Everything an array search's step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface ArraySearchState {
  /** Binary search's window (inclusive); the whole array for linear search. */
  low: number;
  high: number;
  /** Binary search's middle (-1: none). */
  mid: number;
  /** The last element compared, highlighted or not: what the narration tells (-1 before the first, and from a new window until its comparison). */
  compared: number;
  /** The window that comparison was made in: the next window follows from it and the result. */
  probedLow: number;
  probedHigh: number;
  /** The index found (-1: not yet, or not there). */
  found: number;
  comparisons: number;
  /** The pseudocode line the last operation executed (searchPseudocode.ts; -1 before the first). */
  line: number;
}

export function initialArraySearchState(size: number): ArraySearchState {
  return { low: 0, high: size - 1, mid: -1, compared: -1, probedLow: 0, probedHigh: -1, found: -1, comparisons: 0, line: -1 };
}

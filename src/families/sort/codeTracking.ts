import type { Variable } from '../../engine/story/code';
import type { SortState } from './sortState';

/**
 * Follows one sort through its pseudocode: called by the bar model for each visible operation
 * (code and operands), before the operation changes the bars, so the values, the pivot and the
 * sorted marks are those the operation found. It writes the line and the numbers it derives into
 * `s.code`, and allocates nothing (it runs for every operation at the fastest pace).
 */
export type Tracker = (s: SortState, code: number, a: number, b: number, c: number) => void;

/** How the page follows one sort's pseudocode (workers/sort/sortPseudocode.ts). */
export interface SortCode {
  track: Tracker;
  /** What the current line reads, named as the pseudocode names it; the story asks a few times a second. */
  variables(s: SortState): Variable[];
}

/** The pairs whose value is known (a number is -1 until then): the rest are left out. */
export const known = (...pairs: Variable[]): Variable[] => pairs.filter(([, value]) => typeof value === 'string' || value >= 0);

/**
 * The first index of the unplaced block ending at `to`. Quick sort partitions a range between
 * placed pivots (or the array's ends), each marked sorted before the next range is taken, so
 * the block of unplaced bars around a new pivot is that range.
 */
export function blockStart(sorted: Uint8Array, to: number): number {
  let at = to;
  while (at > 0 && sorted[at - 1] === 0) at--;
  return at;
}

/** The last index of the unplaced block starting at `from` (see blockStart). */
export function blockEnd(sorted: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < sorted.length && sorted[at + 1] === 0) at++;
  return at;
}

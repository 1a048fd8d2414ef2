/**
 * Where the progress bar's thumb stands: at the cursor, against the run's length. A run under
 * way whose length is not known (bogosort, or any run in the moment before the worker has
 * counted it) has no place for it: at the cursor it stood at the bar's right end, as if the run
 * were over. It waits at the start instead, and the bar cannot be dragged (a place on it would
 * stand for no operation); the words say 'unknown yet' (progressLabel.ts).
 */
export interface ProgressPosition {
  value: number;
  max: number;
  /** The run is under way and its length unknown. */
  indeterminate: boolean;
}

export function progressPosition(cursor: number, total: number | null): ProgressPosition {
  if (total === null) return { value: 0, max: 1, indeterminate: cursor > 0 };
  return { value: Math.min(cursor, total), max: total, indeterminate: false };
}

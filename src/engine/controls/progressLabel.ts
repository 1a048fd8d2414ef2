/**
 * The progress bar's words, in visible steps (as Step forward moves; markers such as 'sorted'
 * are none). A run not asked for yet (a game before Solve: its run is deferred) or not counted
 * yet has no length to promise: 'Step 0', not 'Step 0 of unknown yet', which wrapped in the
 * 8 puzzle's column. A run under way whose length cannot be known ahead (bogosort) says so.
 */
export function progressLabel(steps: number, totalSteps: number | null, blocked = false): string {
  if (blocked) return 'Nothing to run';
  if (totalSteps === null) return steps === 0 ? 'Step 0' : `Step ${steps} of unknown yet`;
  return `Step ${steps} of ${totalSteps}`;
}

import type { Slice } from '../../../workers/scheduler/simulate';

/**
 * Which slices of the Gantt chart a window of ticks shows: a long run has hundreds of slices,
 * while the chart shows about forty ticks, so it draws (and lists for screen readers) only those
 * (ganttPainter.ts, ganttMirror.ts).
 */

/** Index of the first slice ending after `tick` (slices are contiguous and in time order). */
function firstEndingAfter(slices: readonly Slice[], tick: number): number {
  let lo = 0;
  let hi = slices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slices[mid]!.end > tick) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Index of the first slice starting at or after `tick`. */
function firstStartingFrom(slices: readonly Slice[], tick: number): number {
  let lo = 0;
  let hi = slices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slices[mid]!.start >= tick) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The slices overlapping ticks [from, to), as an index range [first, last). */
export function slicesOverlapping(slices: readonly Slice[], from: number, to: number): [first: number, last: number] {
  const first = firstEndingAfter(slices, from);
  const last = Math.max(first, firstStartingFrom(slices, to));
  return [first, last];
}

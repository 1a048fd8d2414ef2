import type { Slice } from '../../../workers/scheduler/simulate';

/**
 * Which slices of the Gantt chart are in the DOM: a long run has hundreds of slices, and laying
 * out, styling and painting all of them every frame cost more than the whole frame budget at a
 * slow phone's speed, while the chart's box shows about forty ticks. So the chart keeps only
 * the slices that overlap the visible ticks plus a margin either side; the track keeps the
 * whole run's width, so scrolling and the scroll bar are unchanged.
 */

/** Index of the first slice ending after `tick` (slices are contiguous and in time order). */
function firstEndingAfter(slices: readonly Slice[], tick: number): number {
  let lo = 0;
  let hi = slices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slices[mid].end > tick) hi = mid;
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
    if (slices[mid].start >= tick) hi = mid;
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

/** Ticks kept either side of the visible ones: a little slack for sub-tick scroll positions. */
export const MARGIN_TICKS = 2;

/**
 * The ticks to keep in the DOM for a box `viewPx` wide scrolled `scrollPx` into a track that
 * starts at tick `origin`: the visible ones and a small margin. The window is redrawn after the
 * layout of every frame that scrolled, before that frame is painted, so no more is needed.
 */
export function ticksToShow(origin: number, scrollPx: number, viewPx: number, tickPx: number): [from: number, to: number] {
  const first = origin + Math.floor(scrollPx / tickPx);
  const last = origin + Math.ceil((scrollPx + viewPx) / tickPx);
  return [first - MARGIN_TICKS, last + MARGIN_TICKS];
}

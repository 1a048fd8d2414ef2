import type { LatestReview } from '../../services/reviews';

/**
 * What a live update of Latest Feedbacks should say to a screen reader: the newest review that
 * was not listed before ('' for none, and for the first load, which the list itself shows).
 * A sighted visitor sees the card appear; without this, nothing told anyone else.
 */
export function arrivalNote(before: readonly LatestReview[] | null, after: readonly LatestReview[]): string {
  if (!before) return '';
  const known = new Set(before.map((r) => r.id));
  const fresh = after.find((r) => !known.has(r.id));
  return fresh ? `New feedback from ${fresh.userName}, ${fresh.rating} of 5` : '';
}

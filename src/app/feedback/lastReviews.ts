import type { LatestReview } from '../../services/reviews';

/** Where this browser keeps the last Latest Feedbacks list it was sent (public reviews only: no email). */
export const LAST_REVIEWS_KEY = 'portfolio.feedback.latest';

/** A stored list is the page's own writing, but storage can hold anything: each entry is checked. */
function isReview(value: unknown): value is LatestReview {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.feedback === 'string' &&
    typeof r.userName === 'string' &&
    typeof r.profilePic === 'string' &&
    Number.isInteger(r.rating) &&
    typeof r.expiry === 'number'
  );
}

/**
 * The last list this browser had, for the footer to show offline (issue 51), without the reviews
 * that have expired since (never listed, spec §3). Empty when there is none or it is unreadable.
 */
export function readLastReviews(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage, now = Date.now()): LatestReview[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(LAST_REVIEWS_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(isReview).filter((review) => review.expiry > now);
  } catch {
    return []; // storage blocked, or not JSON
  }
}

export function writeLastReviews(reviews: readonly LatestReview[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(
      LAST_REVIEWS_KEY,
      JSON.stringify(
        reviews.map(({ id, feedback, rating, profilePic, userName, expiry }) => ({ id, feedback, rating, profilePic, userName, expiry })),
      ),
    );
  } catch {
    // Storage full or blocked: the list is then only the live one, as before.
  }
}

import type { ReviewDraft } from './reviewRules';

/** A review as the Latest Feedbacks list shows it (spec §3, §7: no email in the list). */
export interface LatestReview {
  id: string;
  feedback: string;
  rating: number;
  profilePic: string;
  userName: string;
  /** Milliseconds since the epoch; expired reviews are never listed. */
  expiry: number;
}

/** The signed-in user's own review, as found by email. */
export interface OwnReview extends LatestReview {
  email: string;
}

export type Unsubscribe = () => void;

export interface LatestReviewsListener {
  next(reviews: LatestReview[]): void;
  error(error: Error): void;
}

/**
 * The reviews port (DESIGN: services). Two adapters implement it: Firestore and the
 * project's server. Writes act as the signed-in user the adapter was built for.
 */
export interface ReviewsPort {
  /** Live: `next` is called with the latest non-expired reviews, newest first, on every change. */
  subscribeLatest(listener: LatestReviewsListener): Unsubscribe;
  findByEmail(email: string): Promise<OwnReview | null>;
  /** Creates the user's review, or replaces it if they have one (one review per email). */
  createOrReplace(draft: Partial<ReviewDraft> & { feedback: string }): Promise<OwnReview>;
}

/** A refused write or read, with a message fit to show (the server's, or the adapter's). */
export class ReviewsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ReviewsError';
  }
}

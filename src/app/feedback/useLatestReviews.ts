import { useEffect, useState } from 'react';
import { type LatestReview, loadReviews } from '../../services/reviews';
import { arrivalNote } from './arrivals';
import { readLastReviews, writeLastReviews } from './lastReviews';

export type LatestReviewsState =
  | { status: 'loading'; reviews: LatestReview[] }
  | { status: 'ready'; reviews: LatestReview[]; arrival: string }
  | { status: 'error'; reviews: LatestReview[] };

/**
 * The live Latest Feedbacks list. The adapter reconnects by itself after a failure, so an
 * error only shows while there is nothing better to show, and clears on the next update.
 * Until the live list comes, `reviews` is the last list this browser had (kept in storage), so
 * an offline visit still has something to show (issue 51).
 */
export function useLatestReviews(): LatestReviewsState {
  const [state, setState] = useState<LatestReviewsState>(() => ({ status: 'loading', reviews: readLastReviews() }));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    loadReviews().then(
      (port) => {
        if (!active) return;
        stop = port.subscribeLatest({
          next: (reviews) => {
            writeLastReviews(reviews);
            setState((s) => ({ status: 'ready', reviews, arrival: arrivalNote(s.status === 'ready' ? s.reviews : null, reviews) }));
          },
          error: () => setState((s) => (s.status === 'ready' ? s : { status: 'error', reviews: s.reviews })),
        });
      },
      () => active && setState((s) => ({ status: 'error', reviews: s.reviews })),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return state;
}

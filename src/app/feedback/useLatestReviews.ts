import { useEffect, useState } from 'react';
import { type LatestReview, loadReviews } from '../../services/reviews';
import { arrivalNote } from './arrivals';

export type LatestReviewsState =
  | { status: 'loading'; reviews: LatestReview[] }
  | { status: 'ready'; reviews: LatestReview[]; arrival: string }
  | { status: 'error'; reviews: LatestReview[] };

/**
 * The live Latest Feedbacks list. The adapter reconnects by itself after a failure, so an
 * error only shows while there is nothing better to show, and clears on the next update.
 */
export function useLatestReviews(): LatestReviewsState {
  const [state, setState] = useState<LatestReviewsState>({ status: 'loading', reviews: [] });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    loadReviews().then(
      (port) => {
        if (!active) return;
        stop = port.subscribeLatest({
          next: (reviews) => setState((s) => ({ status: 'ready', reviews, arrival: arrivalNote(s.status === 'ready' ? s.reviews : null, reviews) })),
          error: () => setState((s) => (s.status === 'ready' ? s : { status: 'error', reviews: s.reviews })),
        });
      },
      () => active && setState({ status: 'error', reviews: [] }),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return state;
}

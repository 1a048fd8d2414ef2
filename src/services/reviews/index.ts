import { getFreshIdToken } from '../auth';
import { broadcastServerUrl } from '../broadcastServerUrl';
import { reviewsBackend } from './backendChoice';
import { createServerReviews } from './serverReviews';
import type { ReviewsPort } from './types';

export type { LatestReview, OwnReview, ReviewsPort } from './types';

let loading: Promise<ReviewsPort> | undefined;

/**
 * The site's reviews port, created on first use. The Firestore adapter (and the Firebase SDK
 * with it) is a dynamic import, so pages that never show reviews never load it.
 */
export function loadReviews(): Promise<ReviewsPort> {
  loading ??=
    reviewsBackend() === 'firestore'
      ? import('./firestoreBackend').then((m) => m.createSiteFirestoreReviews())
      : Promise.resolve(
          createServerReviews({
            baseUrl: broadcastServerUrl(),
            // Signed out means no token: the server then answers 401 with its own message.
            getIdToken: () => getFreshIdToken().catch(() => null),
          }),
        );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

import { followEventStream } from './eventStream';
import { DEFAULT_RATING } from './reviewRules';
import { type LatestReview, type OwnReview, ReviewsError, type ReviewsPort } from './types';

export interface ServerReviewsOptions {
  /** Origin of the project's server, e.g. http://127.0.0.1:8787. */
  baseUrl: string;
  /** A fresh Firebase ID token of the signed-in user, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
  fetch?: typeof fetch;
  retryMs?: number;
}

/** The reviews port over the project's server: HTTP for reads and writes, SSE for live updates. */
export function createServerReviews(options: ServerReviewsOptions): ReviewsPort {
  const api = `${options.baseUrl.replace(/\/+$/, '')}/api/reviews`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
    const token = await options.getIdToken();
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let res: Response;
    try {
      res = await doFetch(url, { ...init, headers, cache: 'no-store' });
    } catch {
      throw new ReviewsError('The reviews service cannot be reached', 0);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = (body as { error?: unknown } | null)?.error;
      throw new ReviewsError(typeof message === 'string' ? message : `The reviews service answered ${res.status}`, res.status);
    }
    return body as T;
  }

  return {
    subscribeLatest(listener) {
      return followEventStream(
        `${api}/events`,
        {
          onEvent(name, data) {
            if (name !== 'reviews') return;
            try {
              listener.next(JSON.parse(data) as LatestReview[]);
            } catch {
              listener.error(new Error('The live feed sent something unreadable'));
            }
          },
          onError: (error) => listener.error(error),
        },
        { fetch: options.fetch, retryMs: options.retryMs },
      );
    },
    findByEmail(email) {
      return call<OwnReview | null>(`${api}?email=${encodeURIComponent(email)}`);
    },
    createOrReplace(draft) {
      // The server upserts by the token's email in one statement, so concurrent submissions
      // cannot create two reviews; there is no separate find-then-write here.
      const body = { feedback: draft.feedback, rating: draft.rating === undefined ? DEFAULT_RATING : draft.rating };
      return call<OwnReview>(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    },
  };
}

import type { LatestReview, ReviewsPort } from '../types';

/** Follows a port's live list and waits for a state a test expects. */
export function watchLatest(port: ReviewsPort) {
  let latest: LatestReview[] | null = null;
  const waiters = new Set<() => void>();
  const stop = port.subscribeLatest({
    next(reviews) {
      latest = reviews;
      for (const wake of waiters) wake();
    },
    error() {
      // The adapter reconnects by itself; a test only cares about what arrives.
    },
  });
  return {
    stop,
    until(predicate: (reviews: LatestReview[]) => boolean, timeoutMs = 10_000): Promise<LatestReview[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (latest && predicate(latest)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(latest);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`live list never matched; last: ${JSON.stringify(latest)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

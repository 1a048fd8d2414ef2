import { firebaseProjectConfigured } from '../firebase/config';

export type ReviewsBackend = 'firestore' | 'server';

type Env = Record<string, string | boolean | undefined>;

/**
 * Which reviews adapter runs (docs/server.md: Configuration). VITE_REVIEWS_BACKEND wins; otherwise
 * Firestore when the site is built for a real Firebase project, else the project's server.
 */
export function reviewsBackend(env: Env = import.meta.env): ReviewsBackend {
  const chosen = env.VITE_REVIEWS_BACKEND;
  if (chosen === 'firestore' || chosen === 'server') return chosen;
  return firebaseProjectConfigured(env) ? 'firestore' : 'server';
}

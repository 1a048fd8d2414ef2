import { describe, expect, it } from 'vitest';
import { reviewsBackend } from './backendChoice';

const project = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'my-project' };

describe('reviews backend choice', () => {
  it('uses the server without a Firebase project, Firestore with one', () => {
    expect(reviewsBackend({})).toBe('server');
    expect(reviewsBackend(project)).toBe('firestore');
  });

  it('lets VITE_REVIEWS_BACKEND override, ignoring unknown values', () => {
    expect(reviewsBackend({ ...project, VITE_REVIEWS_BACKEND: 'server' })).toBe('server');
    expect(reviewsBackend({ VITE_REVIEWS_BACKEND: 'firestore' })).toBe('firestore');
    expect(reviewsBackend({ VITE_REVIEWS_BACKEND: 'mongo' })).toBe('server');
  });
});

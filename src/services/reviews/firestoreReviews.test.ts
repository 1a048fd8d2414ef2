import { deleteApp, initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/types';
import { createFirestoreReviews } from './firestoreReviews';

// What the Firestore adapter refuses before it talks to Firestore: these run everywhere, while
// the contract and rules tests need the Firestore emulator (docs/server.md: Firestore tests).
const app = initializeApp({ projectId: 'demo-offline', apiKey: 'unused' }, 'firestore-reviews-offline');
afterAll(() => deleteApp(app));
const ann: AuthUser = { uid: 'ann-uid', displayName: 'Ann Placeholder', email: 'Ann@example.com', photoURL: '' };
const portAs = (user: AuthUser | null) => createFirestoreReviews({ firestore: getFirestore(app), currentUser: () => user });

describe('Firestore reviews adapter, offline', () => {
  it('finds only your own review, as the server does', async () => {
    await expect(portAs(null).findByEmail('ann@example.com')).rejects.toMatchObject({ status: 401, message: expect.stringMatching(/sign in/i) });
    await expect(portAs(ann).findByEmail('someone@example.com')).rejects.toMatchObject({
      status: 403,
      message: 'You can only look up your own review',
    });
  });

  it('refuses to write without sign-in or with a bad draft', async () => {
    await expect(portAs(null).createOrReplace({ feedback: 'A perfectly fine review.' })).rejects.toMatchObject({ status: 401 });
    await expect(portAs(ann).createOrReplace({ feedback: 'too short' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/at least 10/),
    });
  });
});

import { getAuth } from 'firebase/auth';
import { getFirestore } from 'firebase/firestore';
import { loadFirebase } from '../firebase/app';
import { createFirestoreReviews } from './firestoreReviews';
import type { ReviewsPort } from './types';

/** The Firestore adapter wired to the site's Firebase app; imported lazily by ./index. */
export async function createSiteFirestoreReviews(): Promise<ReviewsPort> {
  const { app } = await loadFirebase();
  const auth = getAuth(app);
  return createFirestoreReviews({
    firestore: getFirestore(app),
    currentUser() {
      const user = auth.currentUser;
      if (!user) return null;
      return { uid: user.uid, displayName: user.displayName ?? '', email: user.email ?? '', photoURL: user.photoURL ?? '' };
    },
  });
}

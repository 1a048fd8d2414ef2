import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { AuthUser } from '../auth/types';
import { checkDraft, expiryFor, LATEST_REVIEWS_LIMIT, safePictureUrl } from './reviewRules';
import { type LatestReview, type OwnReview, ReviewsError, type ReviewsPort } from './types';

export const REVIEWS_COLLECTION = 'reviews';

export interface FirestoreReviewsOptions {
  firestore: Firestore;
  /** The signed-in user whose token the Firestore SDK sends; firestore.rules pin the fields to it. */
  currentUser(): AuthUser | null;
  now?: () => number;
}

const toOwn = (id: string, data: DocumentData): OwnReview => ({
  id,
  feedback: String(data.feedback ?? ''),
  rating: Number(data.rating ?? 0),
  profilePic: safePictureUrl(data.profilePic),
  userName: String(data.userName ?? ''),
  email: String(data.email ?? ''),
  expiry: data.expiry instanceof Timestamp ? data.expiry.toMillis() : 0,
});

const toLatest = (id: string, data: DocumentData): LatestReview => {
  const { email: _email, ...rest } = toOwn(id, data);
  return rest;
};

/** Firestore's error codes as the port's statuses, so callers see one kind of error. */
export function asReviewsError(error: unknown): ReviewsError {
  const code = (error as { code?: unknown })?.code;
  if (code === 'permission-denied') return new ReviewsError('Permission denied: you can only write your own review', 403);
  if (code === 'unauthenticated') return new ReviewsError('Sign in to leave a feedback', 401);
  if (code === 'unavailable' || code === 'deadline-exceeded') return new ReviewsError('The reviews service cannot be reached', 0);
  return new ReviewsError(error instanceof Error ? error.message : 'The reviews service failed', 500);
}

/** The reviews port over Firestore (spec §3, §7): collection `reviews`, one document per user id. */
export function createFirestoreReviews({ firestore, currentUser, now = Date.now }: FirestoreReviewsOptions): ReviewsPort {
  const reviews = collection(firestore, REVIEWS_COLLECTION);

  async function findByEmail(email: string): Promise<OwnReview | null> {
    try {
      const found = await getDocs(query(reviews, where('email', '==', email)));
      const live = found.docs.map((d) => toOwn(d.id, d.data())).filter((r) => r.expiry > now());
      return live[0] ?? null;
    } catch (error) {
      throw asReviewsError(error);
    }
  }

  return {
    subscribeLatest(listener) {
      // Newest first: expiry is submission time plus a month, so it orders like submission time.
      const latest = query(reviews, where('expiry', '>', Timestamp.fromMillis(now())), orderBy('expiry', 'desc'), limit(LATEST_REVIEWS_LIMIT));
      return onSnapshot(
        latest,
        (snapshot) => listener.next(snapshot.docs.map((d) => toLatest(d.id, d.data())).filter((r) => r.expiry > now())),
        (error) => listener.error(asReviewsError(error)),
      );
    },
    findByEmail,
    async createOrReplace(input) {
      const user = currentUser();
      if (!user) throw new ReviewsError('Sign in to leave a feedback', 401);
      // The rules refuse bad input too; checking here first gives the visitor a clear message.
      const checked = checkDraft(input);
      if (!checked.ok) throw new ReviewsError(checked.message, 400);
      const expiry = expiryFor(now());
      const data = {
        ...checked.draft,
        profilePic: safePictureUrl(user.photoURL),
        userName: user.displayName,
        email: user.email,
        expiry: Timestamp.fromMillis(expiry),
      };
      const existing = await findByEmail(user.email);
      try {
        // Spec §7: update the found document by id, else add one, keyed by uid (one per user).
        if (existing) await updateDoc(doc(reviews, existing.id), data);
        else await setDoc(doc(reviews, user.uid), data);
      } catch (error) {
        throw asReviewsError(error);
      }
      return { id: existing?.id ?? user.uid, ...data, expiry };
    },
  };
}

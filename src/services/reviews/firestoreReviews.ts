import {
  collection,
  type DocumentData,
  doc,
  type Firestore,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  Timestamp,
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

/** Only the listed fields are read, so nothing else a document might hold is ever passed on. */
const toLatest = (id: string, data: DocumentData): LatestReview => ({
  id,
  feedback: String(data.feedback ?? ''),
  rating: Number(data.rating ?? 0),
  profilePic: safePictureUrl(data.profilePic),
  userName: String(data.userName ?? ''),
  expiry: data.expiry instanceof Timestamp ? data.expiry.toMillis() : 0,
});

/** Firestore's error codes as the port's statuses, so callers see one kind of error. */
export function asReviewsError(error: unknown): ReviewsError {
  const code = (error as { code?: unknown })?.code;
  if (code === 'permission-denied') return new ReviewsError('Permission denied: you can only write your own review', 403);
  if (code === 'unauthenticated') return new ReviewsError('Sign in to leave a feedback', 401);
  if (code === 'unavailable' || code === 'deadline-exceeded') return new ReviewsError('The reviews service cannot be reached', 0);
  return new ReviewsError(error instanceof Error ? error.message : 'The reviews service failed', 500);
}

const signInFirst = () => new ReviewsError('Sign in to leave a feedback', 401);

/**
 * The reviews port over Firestore (spec §3, §5, §7). Collection `reviews`, one document per
 * user, keyed by their uid; the collection is public, so a document holds no email: the
 * signed-in user's own email comes from their sign-in, and their review is found by uid.
 * Firebase Auth gives one account (uid) per email, so one review per uid is one per email.
 */
export function createFirestoreReviews({ firestore, currentUser, now = Date.now }: FirestoreReviewsOptions): ReviewsPort {
  const reviews = collection(firestore, REVIEWS_COLLECTION);

  async function findByEmail(email: string): Promise<OwnReview | null> {
    const user = currentUser();
    if (!user) throw signInFirst();
    // As the server answers: only your own review, so nobody can probe whether an address reviewed.
    if (email.toLowerCase() !== user.email.toLowerCase()) throw new ReviewsError('You can only look up your own review', 403);
    try {
      const found = await getDoc(doc(reviews, user.uid));
      const data = found.data();
      if (!data) return null;
      const review = { ...toLatest(found.id, data), email: user.email };
      return review.expiry > now() ? review : null;
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
      if (!user) throw signInFirst();
      // The rules refuse bad input too; checking here first gives the visitor a clear message.
      const checked = checkDraft(input);
      if (!checked.ok) throw new ReviewsError(checked.message, 400);
      const expiry = expiryFor(now());
      const data = { ...checked.draft, profilePic: safePictureUrl(user.photoURL), userName: user.displayName, expiry: Timestamp.fromMillis(expiry) };
      try {
        // Spec §7's "update the found one, else add one" in a single write: the uid is the
        // document id, so the set creates the review or replaces it, and concurrent
        // submissions cannot make two.
        await setDoc(doc(reviews, user.uid), data);
      } catch (error) {
        throw asReviewsError(error);
      }
      return { id: user.uid, ...data, email: user.email, expiry };
    },
  };
}

import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, type Firestore, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { firestoreRulesSource } from '../firestoreEmulator.testSupport';
import { asReviewsError, createFirestoreReviews, REVIEWS_COLLECTION } from '../firestoreReviews';
import { expiryFor } from '../reviewRules';
import type { ReviewsHarness, Visitor } from './reviewsHarness';

const uidOf = (visitor: Visitor) => `uid-${visitor.email}`;
const claimsOf = (visitor: Visitor) => ({ email: visitor.email, name: visitor.name, picture: visitor.picture ?? '', email_verified: true });
const userOf = (visitor: Visitor) => ({ uid: uidOf(visitor), displayName: visitor.name, email: visitor.email, photoURL: visitor.picture ?? '' });

/** The Firestore adapter against the Firestore emulator with the real firestore.rules. */
export async function startFirestoreHarness(): Promise<ReviewsHarness> {
  const env = await initializeTestEnvironment({ projectId: 'demo-reviews-contract', firestore: { rules: firestoreRulesSource() } });
  await env.clearFirestore();
  let offset = 0;
  const now = () => Date.now() + offset;
  const dbAs = (visitor: Visitor | null) =>
    (visitor ? env.authenticatedContext(uidOf(visitor), claimsOf(visitor)) : env.unauthenticatedContext()).firestore() as unknown as Firestore;
  async function stored() {
    const rows: ({ id: string } & Record<string, unknown>)[] = [];
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await getDocs(collection(context.firestore() as unknown as Firestore, REVIEWS_COLLECTION));
      for (const d of snapshot.docs) rows.push({ id: d.id, ...d.data(), expiry: (d.data().expiry as Timestamp).toMillis() });
    });
    return rows.sort((a, b) => a.id.localeCompare(b.id));
  }
  const port = (firestore: Firestore, user: Visitor | null) =>
    createFirestoreReviews({ firestore, currentUser: () => (user ? userOf(user) : null), now });

  return {
    async signIn(visitor) {
      return port(dbAs(visitor), visitor);
    },
    anonymous: () => port(dbAs(null), null),
    async withBadToken(kind, visitor) {
      // The SDK drops an expired token, so the write arrives unauthenticated; a forged one
      // claims the visitor in the app while the token belongs to someone else.
      const firestore = kind === 'expired' ? dbAs(null) : dbAs({ email: `mallory-${visitor.email}`, name: 'Mallory Placeholder' });
      return port(firestore, visitor);
    },
    async writeOthersReview(attacker, victim) {
      const review = { feedback: 'Overwritten by someone else.', rating: 1, profilePic: '', userName: attacker.name };
      try {
        await setDoc(doc(dbAs(attacker), REVIEWS_COLLECTION, victim.id), { ...review, expiry: Timestamp.fromMillis(expiryFor(Date.now())) });
      } catch (error) {
        throw asReviewsError(error);
      }
    },
    setClockOffset(ms) {
      offset = ms;
    },
    stored,
    async storedOf(visitor) {
      return (await stored()).filter((row) => row.id === uidOf(visitor));
    },
    async publicReads() {
      const snapshot = await getDocs(collection(dbAs(null), REVIEWS_COLLECTION));
      return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }));
    },
    stop: () => env.cleanup(),
  };
}

import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, type Firestore, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRESTORE_SKIP_NOTE, firestoreEmulatorHost, firestoreRulesSource } from './firestoreEmulator.testSupport';
import { expiryFor } from './reviewRules';

const ann = { uid: 'ann-uid', email: 'ann@example.com', name: 'Ann Placeholder', picture: 'https://example.com/ann.png' };
const valid = () => ({
  feedback: 'A perfectly fine review.',
  rating: 4,
  profilePic: ann.picture,
  userName: ann.name,
  expiry: Timestamp.fromMillis(expiryFor(Date.now())),
});

if (!firestoreEmulatorHost) console.warn(`firestore.rules tests ${FIRESTORE_SKIP_NOTE}`);

describe.skipIf(!firestoreEmulatorHost)(`firestore.rules (${firestoreEmulatorHost ? 'Firestore emulator' : FIRESTORE_SKIP_NOTE})`, () => {
  let env: RulesTestEnvironment;
  const db = (uid: string | null, claims: Record<string, unknown> = {}) =>
    (uid ? env.authenticatedContext(uid, claims) : env.unauthenticatedContext()).firestore() as unknown as Firestore;
  const annDb = () => db(ann.uid, { email: ann.email, name: ann.name, picture: ann.picture });
  const annReview = () => doc(annDb(), 'reviews', ann.uid);

  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId: 'demo-reviews-rules', firestore: { rules: firestoreRulesSource() } });
  });
  beforeEach(() => env.clearFirestore());
  afterAll(() => env?.cleanup());

  it('lets anyone read, and the owner create and replace their review', async () => {
    await assertSucceeds(setDoc(annReview(), valid()));
    await assertSucceeds(updateDoc(annReview(), { ...valid(), feedback: 'Replaced review text.', rating: 5 }));
    await assertSucceeds(setDoc(annReview(), { ...valid(), feedback: 'Set over the old one.' }));
    await assertSucceeds(getDoc(doc(db(null), 'reviews', ann.uid)));
  });

  it('never lets a public read see an email: no review can hold one', async () => {
    await assertFails(setDoc(annReview(), { ...valid(), email: ann.email }));
    await assertSucceeds(setDoc(annReview(), valid()));
    await assertFails(updateDoc(annReview(), { email: ann.email }));
    const reviews = await getDocs(collection(db(null), 'reviews'));
    expect(reviews.size).toBe(1);
    expect(JSON.stringify(reviews.docs.map((d) => d.data()))).not.toContain('@');
  });

  it('refuses an account without an email, as the server does', async () => {
    const noEmail = db(ann.uid, { name: ann.name, picture: ann.picture });
    await assertFails(setDoc(doc(noEmail, 'reviews', ann.uid), valid()));
  });

  it('refuses writes without sign-in, to another id, and deletes', async () => {
    await assertFails(setDoc(doc(db(null), 'reviews', ann.uid), valid()));
    await assertFails(setDoc(doc(annDb(), 'reviews', 'someone-else'), valid()));
    const eve = db('eve-uid', { email: 'eve@example.com', name: 'Eve Placeholder' });
    await assertSucceeds(setDoc(annReview(), valid()));
    await assertFails(setDoc(doc(eve, 'reviews', ann.uid), { ...valid(), userName: 'Eve Placeholder', profilePic: '' }));
    await assertFails(deleteDoc(annReview()));
  });

  it.each([
    ['text of 9 characters', { feedback: '123456789' }],
    ['text of 3001 characters', { feedback: 'x'.repeat(3001) }],
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating 4.5', { rating: 4.5 }],
    ["rating '5'", { rating: '5' }],
    ['another name', { userName: 'Someone Else' }],
    ['another picture', { profilePic: 'https://example.com/other.png' }],
    ['expiry as a number', { expiry: expiryFor(Date.now()) }],
    ['expiry a year away', { expiry: Timestamp.fromMillis(Date.now() + 365 * 86_400_000) }],
    ['an extra field', { admin: true }],
  ] as [string, Record<string, unknown>][])('refuses %s', async (_label, change) => {
    await assertFails(setDoc(annReview(), { ...valid(), ...change }));
  });

  it('refuses a review with a field missing', async () => {
    const { rating: _rating, ...withoutRating } = valid();
    await assertFails(setDoc(annReview(), withoutRating));
  });
});

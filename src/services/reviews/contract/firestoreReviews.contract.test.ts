import { FIRESTORE_SKIP_NOTE, firestoreEmulatorHost } from '../firestoreEmulator.testSupport';
import { startFirestoreHarness } from './firestoreHarness';
import { reviewsContract } from './reviewsContract';

// Firestore runs only where its emulator does (docs/server.md: "Firestore tests").
if (!firestoreEmulatorHost) console.warn(`Firestore reviews contract ${FIRESTORE_SKIP_NOTE}`);
reviewsContract('Firestore', startFirestoreHarness, firestoreEmulatorHost ? undefined : FIRESTORE_SKIP_NOTE);

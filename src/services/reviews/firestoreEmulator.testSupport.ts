import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Firestore emulator is a Java download that our machines cannot reach, so the Firestore
 * tests run only where FIRESTORE_EMULATOR_HOST is set (docs/server.md: "Firestore tests").
 */
export const firestoreEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';

export const FIRESTORE_SKIP_NOTE =
  'skipped: FIRESTORE_EMULATOR_HOST is not set. Run with: npx firebase emulators:exec --only firestore --project demo-portfolio --config src/services/reviews/firebase.json "npx vitest run src/services/reviews"';

export function firestoreRulesSource(): string {
  return readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../firestore.rules'), 'utf8');
}

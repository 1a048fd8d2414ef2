import type { FirebaseApp } from 'firebase/app';
import { type FirebaseSetup, resolveFirebaseSetup } from './config';

export interface LoadedFirebase {
  app: FirebaseApp;
  setup: FirebaseSetup;
}

let loading: Promise<LoadedFirebase> | undefined;

async function fetchJson(path: string): Promise<unknown> {
  const res = await fetch(path, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/**
 * The one Firebase app, loaded on first use. The dynamic import keeps the SDK out of the home
 * route's initial JavaScript; nothing may import 'firebase/*' statically outside src/services.
 */
export function loadFirebase(): Promise<LoadedFirebase> {
  loading ??= (async () => {
    const setup = await resolveFirebaseSetup(fetchJson);
    const { initializeApp } = await import('firebase/app');
    return { app: initializeApp(setup.options), setup };
  })();
  // A failed load (server down) may be retried later rather than poisoning the session.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

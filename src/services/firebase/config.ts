/**
 * Firebase configuration. A real project comes from VITE_FIREBASE_* build variables (see the
 * docs/server.md and .env.example); without them the site is "embedded": it asks its own server for
 * a demo project and the Auth emulator address at runtime (GET /auth-config.json).
 * This module is pure and tiny on purpose: it is safe to import from the home route.
 */
export interface FirebaseWebOptions {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
  measurementId?: string;
}

export interface FirebaseSetup {
  options: FirebaseWebOptions;
  /** "host:port" of the Auth emulator, or null for real Firebase Auth (popup sign-in). */
  authEmulatorHost: string | null;
}

type Env = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The project from VITE_FIREBASE_* variables, or null when none is configured. */
export function buildTimeFirebaseOptions(env: Env = import.meta.env): FirebaseWebOptions | null {
  const apiKey = text(env.VITE_FIREBASE_API_KEY);
  const projectId = text(env.VITE_FIREBASE_PROJECT_ID);
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    storageBucket: text(env.VITE_FIREBASE_STORAGE_BUCKET),
    messagingSenderId: text(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    appId: text(env.VITE_FIREBASE_APP_ID),
    measurementId: text(env.VITE_FIREBASE_MEASUREMENT_ID),
  };
}

/** True when the site was built for a real Firebase project (Firestore reviews, popup sign-in). */
export function firebaseProjectConfigured(env: Env = import.meta.env): boolean {
  return buildTimeFirebaseOptions(env) !== null;
}

const HOST_PORT = /^[\w.-]+:\d{1,5}$/;

function emulatorHostOrNull(value: unknown): string | null {
  return typeof value === 'string' && HOST_PORT.test(value) ? value : null;
}

export const AUTH_CONFIG_PATH = '/auth-config.json';

/**
 * Resolves where auth lives. Order: a configured project (plus VITE_FIREBASE_AUTH_EMULATOR_HOST
 * if set); else the server's runtime answer; VITE_FIREBASE_AUTH_EMULATOR_HOST overrides the
 * emulator address in both cases (handy for `npm run dev`).
 */
export async function resolveFirebaseSetup(fetchJson: (path: string) => Promise<unknown>, env: Env = import.meta.env): Promise<FirebaseSetup> {
  const overrideHost = emulatorHostOrNull(text(env.VITE_FIREBASE_AUTH_EMULATOR_HOST));
  const configured = buildTimeFirebaseOptions(env);
  if (configured) return { options: configured, authEmulatorHost: overrideHost };

  const runtime = (await fetchJson(AUTH_CONFIG_PATH).catch(() => null)) as { projectId?: unknown; authEmulatorHost?: unknown } | null;
  const projectId = typeof runtime?.projectId === 'string' && /^demo-[\w-]+$/.test(runtime.projectId) ? runtime.projectId : 'demo-portfolio';
  const authEmulatorHost = overrideHost ?? emulatorHostOrNull(runtime?.authEmulatorHost);
  if (!authEmulatorHost) throw new Error('No Firebase project is configured and the server names no Auth emulator');
  return {
    // The emulator accepts any API key; the SDK only needs one to be present.
    options: { apiKey: 'fake-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` },
    authEmulatorHost,
  };
}

import { enqueueSnackbar } from 'notistack';
import { createAuthActions } from './authActions';
import type { FirebaseAuthBackend } from './firebaseAuth';
import type { AuthState, AuthUser } from './types';

/**
 * The app-wide sign-in state. Firebase is loaded only when needed: on a login request, a token
 * request, or at start when this browser was signed in last time (a small localStorage hint).
 * A first-time visitor on the home page therefore never downloads the SDK.
 */
const HINT_KEY = 'portfolio.auth.signedIn';

function readHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: treat as signed out until asked
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage blocked: the hint is only an optimisation
  }
}

let state: AuthState = { user: null, ready: typeof window === 'undefined' || !readHint() };
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function onUser(user: AuthUser | null): void {
  writeHint(user !== null);
  setState({ user, ready: true });
}

let backend: Promise<FirebaseAuthBackend> | undefined;

/** Loads Firebase Auth once; a failed load (e.g. server down) can be retried by the next call. */
export function startAuth(): Promise<FirebaseAuthBackend> {
  if (!backend) {
    const loading = import('./firebaseAuth').then((m) => m.createFirebaseAuthBackend(onUser));
    backend = loading;
    loading.catch(() => {
      if (backend === loading) backend = undefined;
      if (!state.ready) setState({ user: null, ready: true });
    });
  }
  return backend;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  if (!state.ready) void startAuth().catch(() => {});
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
}

export const authActions = createAuthActions(startAuth, (message, variant) => enqueueSnackbar(message, { variant }));

/** A fresh ID token for the server (spec §6: fetched fresh on connect); rejects when logged out. */
export async function getFreshIdToken(): Promise<string> {
  return (await startAuth()).freshIdToken();
}

export function logout(): Promise<boolean> {
  return authActions.logout();
}

import type { FirebaseApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { loadFirebase } from '../firebase/app';
import type { AuthBackend, ProviderName } from './authActions';
import { emulatorClaims } from './emulatorAccount';
import type { AuthUser, EmulatorAccount } from './types';

// This module is only ever imported dynamically (see authSession.ts): it pulls in the SDK.

export interface FirebaseAuthBackend extends AuthBackend {
  /** 'emulator': the provider button opens the local account chooser; 'popup': real Google. */
  mode: 'emulator' | 'popup';
  freshIdToken(): Promise<string>;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName ?? '',
    email: user.email ?? '',
    photoURL: user.photoURL ?? '',
  };
}

function createAuth(app: FirebaseApp, emulatorHost: string | null): Auth {
  if (!emulatorHost) return getAuth(app);
  // No popup/redirect resolver in emulator mode: it would fetch Google's gapi, which is offline.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // disableWarnings: the SDK's banner would cover the page footer; docs/server.md explains the mode.
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

function providerFor(name: ProviderName) {
  switch (name) {
    case 'google':
      return new GoogleAuthProvider();
  }
}

/** Starts Firebase Auth and reports every sign-in state change to `onUser`. */
export async function createFirebaseAuthBackend(onUser: (user: AuthUser | null) => void): Promise<FirebaseAuthBackend> {
  const { app, setup } = await loadFirebase();
  const auth = createAuth(app, setup.authEmulatorHost);
  onAuthStateChanged(auth, (user) => onUser(user ? toAuthUser(user) : null));

  return {
    mode: setup.authEmulatorHost ? 'emulator' : 'popup',
    // The SDK opens its popup at 500x600 and waits 8 s after it closes before reporting
    // auth/popup-closed-by-user (spec §9 constants; the SDK's defaults match them).
    signInWithProvider: (name) => signInWithPopup(auth, providerFor(name), browserPopupRedirectResolver),
    signInWithEmulatorAccount: (account: EmulatorAccount) => {
      if (!setup.authEmulatorHost) return Promise.reject(new Error('The account chooser only works with the Auth emulator'));
      return signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(emulatorClaims(account))));
    },
    signOut: () => signOut(auth),
    async freshIdToken() {
      await auth.authStateReady();
      if (!auth.currentUser) throw new Error('Not logged in');
      return auth.currentUser.getIdToken(true);
    },
  };
}

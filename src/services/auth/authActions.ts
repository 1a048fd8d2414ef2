import { COULDNT_LOGIN, COULDNT_SIGNOUT, NO_SUCH_PROVIDER, USER_LOGGED_IN, USER_LOGGED_OUT } from './messages';
import type { EmulatorAccount } from './types';

/** The sign-in providers the site supports (spec §6: only the federated social provider). */
export const PROVIDERS = ['google'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export function isProviderName(name: string): name is ProviderName {
  return (PROVIDERS as readonly string[]).includes(name);
}

/** What the actions need from Firebase Auth; the real one lives in firebaseAuth.ts. */
export interface AuthBackend {
  signInWithProvider(provider: ProviderName): Promise<unknown>;
  signInWithEmulatorAccount(account: EmulatorAccount): Promise<unknown>;
  signOut(): Promise<void>;
}

export type ToastVariant = 'success' | 'info' | 'error';
export type Toast = (message: string, variant: ToastVariant) => void;

/**
 * Errors that mean the visitor gave up, not that sign-in broke: these stay silent (spec §8).
 * Firebase reports a closed popup only after its own 8 s grace period (AUTH_EVENT timeout),
 * so a slow provider page that posts back late still counts as a success.
 */
const USER_GAVE_UP = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

export function isUserClosedPopup(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && USER_GAVE_UP.has(code);
}

/** Login and logout with the toasts of spec §4/§8. Each resolves true on success, never rejects. */
export function createAuthActions(backend: () => Promise<AuthBackend>, toast: Toast) {
  async function attemptLogin(run: (b: AuthBackend) => Promise<unknown>): Promise<boolean> {
    try {
      await run(await backend());
      toast(USER_LOGGED_IN, 'success');
      return true;
    } catch (error) {
      if (!isUserClosedPopup(error)) toast(COULDNT_LOGIN, 'error');
      return false;
    }
  }

  return {
    login(provider: string): Promise<boolean> {
      if (!isProviderName(provider)) {
        toast(NO_SUCH_PROVIDER, 'error');
        return Promise.resolve(false);
      }
      return attemptLogin((b) => b.signInWithProvider(provider));
    },
    loginWithEmulatorAccount(account: EmulatorAccount): Promise<boolean> {
      return attemptLogin((b) => b.signInWithEmulatorAccount(account));
    },
    async logout(): Promise<boolean> {
      try {
        await (await backend()).signOut();
        toast(USER_LOGGED_OUT, 'info');
        return true;
      } catch {
        toast(COULDNT_SIGNOUT, 'error');
        return false;
      }
    },
  };
}

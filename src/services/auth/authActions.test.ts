import { describe, expect, it } from 'vitest';
import { type AuthBackend, createAuthActions, type ToastVariant } from './authActions';

function setup(overrides: Partial<AuthBackend> = {}) {
  const toasts: [string, ToastVariant][] = [];
  const calls: string[] = [];
  const backend: AuthBackend = {
    signInWithProvider: async (p) => calls.push(`popup:${p}`),
    signInWithEmulatorAccount: async (a) => calls.push(`chooser:${a.email}`),
    signOut: async () => {
      calls.push('signOut');
    },
    ...overrides,
  };
  const actions = createAuthActions(
    async () => backend,
    (message, variant) => toasts.push([message, variant]),
  );
  return { actions, toasts, calls };
}

const authError = (code: string) => Object.assign(new Error(code), { code });

describe('auth actions', () => {
  it("signs in with the provider and toasts 'User logged in'", async () => {
    const { actions, toasts, calls } = setup();
    await expect(actions.login('google')).resolves.toBe(true);
    expect(calls).toEqual(['popup:google']);
    expect(toasts).toEqual([['User logged in', 'success']]);
  });

  it("refuses an unknown provider with 'No such provider' and never reaches Firebase", async () => {
    const { actions, toasts, calls } = setup();
    await expect(actions.login('myspace')).resolves.toBe(false);
    await expect(actions.login('')).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(toasts).toEqual([
      ['No such provider', 'error'],
      ['No such provider', 'error'],
    ]);
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])(
    'stays silent when the visitor gave up (%s)',
    async (code) => {
      const { actions, toasts } = setup({ signInWithProvider: () => Promise.reject(authError(code)) });
      await expect(actions.login('google')).resolves.toBe(false);
      expect(toasts).toEqual([]);
    },
  );

  it.each(['auth/popup-blocked', 'auth/unauthorized-domain', 'auth/internal-error'])('says "Couldn\'t login" on %s', async (code) => {
    const { actions, toasts } = setup({ signInWithProvider: () => Promise.reject(authError(code)) });
    await expect(actions.login('google')).resolves.toBe(false);
    expect(toasts).toEqual([["Couldn't login", 'error']]);
  });

  it('says "Couldn\'t login" when Firebase itself cannot load', async () => {
    const toasts: string[] = [];
    const actions = createAuthActions(
      () => Promise.reject(new Error('offline')),
      (m) => toasts.push(m),
    );
    await expect(actions.login('google')).resolves.toBe(false);
    await expect(actions.loginWithEmulatorAccount({ name: 'A', email: 'a@example.com', picture: '' })).resolves.toBe(false);
    expect(toasts).toEqual(["Couldn't login", "Couldn't login"]);
  });

  it('signs in with a chooser account', async () => {
    const { actions, toasts, calls } = setup();
    await actions.loginWithEmulatorAccount({ name: 'Ann Placeholder', email: 'ann@example.com', picture: '' });
    expect(calls).toEqual(['chooser:ann@example.com']);
    expect(toasts).toEqual([['User logged in', 'success']]);
  });

  it("toasts 'User logged out', or \"Couldn't signout user\" when sign-out fails", async () => {
    const ok = setup();
    await expect(ok.actions.logout()).resolves.toBe(true);
    expect(ok.toasts).toEqual([['User logged out', 'info']]);
    const failing = setup({ signOut: () => Promise.reject(authError('auth/network-request-failed')) });
    await expect(failing.actions.logout()).resolves.toBe(false);
    expect(failing.toasts).toEqual([["Couldn't signout user", 'error']]);
  });
});

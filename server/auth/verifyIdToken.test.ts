import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthEmulator, mintIdToken, startAuthEmulator } from '../testing/authEmulator';
import { createIdTokenVerifier, type IdTokenVerifier } from './verifyIdToken';

// Real emulator, real firebase-admin: the only fake is the placeholder user.
let emulator: AuthEmulator;
let verify: IdTokenVerifier;

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Re-encodes an emulator token's claims (emulator tokens are unsigned: alg "none"). */
function withClaims(idToken: string, change: (claims: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${base64url(change(claims))}.`;
}

beforeAll(async () => {
  emulator = await startAuthEmulator();
  verify = createIdTokenVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
});

afterAll(async () => {
  await emulator?.stop();
});

describe('createIdTokenVerifier against the Auth emulator', () => {
  it('verifies a minted token with the uid, name, email and picture of the account', async () => {
    const { idToken, uid } = await mintIdToken(emulator.host, emulator.projectId, {
      email: 'ada.placeholder@example.com',
      name: 'Ada Placeholder',
      picture: 'https://example.com/ada.png',
    });
    await expect(verify(idToken)).resolves.toEqual({
      uid,
      name: 'Ada Placeholder',
      email: 'ada.placeholder@example.com',
      picture: 'https://example.com/ada.png',
    });
  });

  it('gives well-formed text for a name or picture holding a lone surrogate (U+FFFD in its place)', async () => {
    const { idToken } = await mintIdToken(emulator.host, emulator.projectId, {
      email: 'lone.placeholder@example.com',
      name: 'Lone \ud800 name \udc00',
      picture: 'https://example.com/\udbff.png',
    });
    expect(await verify(idToken)).toMatchObject({ name: 'Lone \ufffd name \ufffd', picture: 'https://example.com/\ufffd.png' });
  });

  it('gives the same uid to the same provider account signing in twice', async () => {
    const user = { sub: 'same-google-id', email: 'bo.placeholder@example.com', name: 'Bo Placeholder' };
    const first = await mintIdToken(emulator.host, emulator.projectId, user);
    const second = await mintIdToken(emulator.host, emulator.projectId, user);
    expect(second.uid).toBe(first.uid);
    expect((await verify(second.idToken)).picture).toBe('');
  });

  it.each([
    ['missing', ''],
    ['whitespace', '   '],
    ['garbage', 'not-a-jwt'],
    ['three garbage parts', 'a.b.c'],
    ['huge', 'x'.repeat(100_000)],
  ])('rejects a %s token with a clear error', async (_label, token) => {
    await expect(verify(token)).rejects.toThrow(/^Invalid ID token: /);
  });

  it('rejects an expired token', async () => {
    const { idToken } = await mintIdToken(emulator.host, emulator.projectId, { email: 'cy@example.com', name: 'Cy Placeholder' });
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = withClaims(idToken, (c) => ({ ...c, iat: past - 3600, auth_time: past - 3600, exp: past }));
    await expect(verify(expired)).rejects.toThrow(/expired/i);
  });

  it('rejects a token issued for another project', async () => {
    const { idToken } = await mintIdToken(emulator.host, emulator.projectId, { email: 'di@example.com', name: 'Di Placeholder' });
    const foreign = withClaims(idToken, (c) => ({ ...c, aud: 'demo-someone-else', iss: 'https://securetoken.google.com/demo-someone-else' }));
    await expect(verify(foreign)).rejects.toThrow(/^Invalid ID token: .*aud/);
  });

  it('rejects a forged token: claims edited to another email, or an account the emulator never issued', async () => {
    const { idToken } = await mintIdToken(emulator.host, emulator.projectId, { email: 'ed@example.com', name: 'Ed Placeholder' });
    const otherEmail = withClaims(idToken, (c) => ({ ...c, email: 'victim@example.com' }));
    await expect(verify(otherEmail)).rejects.toThrow(/does not match/);
    const unknownUid = withClaims(idToken, (c) => ({ ...c, sub: 'no-such-user', user_id: 'no-such-user' }));
    await expect(verify(unknownUid)).rejects.toThrow(/^Invalid ID token: /);
  });

  it('rejects a token signed with an algorithm the emulator never uses', async () => {
    const { idToken } = await mintIdToken(emulator.host, emulator.projectId, { email: 'fa@example.com', name: 'Fa Placeholder' });
    const [, payload] = idToken.split('.');
    const signed = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${payload}.${base64url('forged-signature')}`;
    await expect(verify(signed)).rejects.toThrow(/^Invalid ID token: /);
  });

  it('outside emulator mode refuses an unsigned emulator token (production verifies signatures)', async () => {
    const { idToken } = await mintIdToken(emulator.host, emulator.projectId, { email: 'ho@example.com', name: 'Ho Placeholder' });
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await expect(verify(idToken)).rejects.toThrow(/^Invalid ID token: auth\/argument-error/);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
  });

  it("lets verifiers for two projects coexist, each refusing the other project's tokens", async () => {
    const other = createIdTokenVerifier({ projectId: 'demo-another-project' });
    const { idToken } = await mintIdToken(emulator.host, emulator.projectId, { email: 'gi@example.com', name: 'Gi Placeholder' });
    await expect(other(idToken)).rejects.toThrow(/aud/);
    await expect(verify(idToken)).resolves.toMatchObject({ email: 'gi@example.com' });
  });
});

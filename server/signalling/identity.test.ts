import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POLICY_VIOLATION } from '../../src/realtime/protocol/signalling';
import { createIdTokenVerifier } from '../auth/verifyIdToken';
import { setLogSilent } from '../log';
import { mintIdToken } from '../testing/authEmulator';
import { ADMISSION_ERRORS } from './admission';
import { useSignallingFixture } from './signallingFixture';
import { forgeToken, paramsFor, roomUrl, type SignallingServer, startSignallingServer, TestClient, type TestUser } from './testSupport';

const fixture = useSignallingFixture(['Alice', 'Bob']);
let server: SignallingServer;
let alice: TestUser;
let bob: TestUser;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  server = await fixture.serve();
  [alice, bob] = fixture.users as [TestUser, TestUser];
});

async function expectRefused(url: string, text: string) {
  const client = new TestClient(url);
  expect(await client.next('error')).toEqual({ type: 'error', message: text });
  expect(await client.closed).toEqual({ code: POLICY_VIOLATION, reason: text });
}

/** A room to knock on, so that a refusal can only come from the identity check. */
async function withRoom(roomId: string, run: () => Promise<void>) {
  const owner = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, roomId, true)));
  await owner.next('created room successfully');
  await run();
  await owner.close();
}

describe('identity tokens at the handshake', () => {
  it('refuses a real token used with somebody else’s uid', async () => {
    await withRoom('uid-room', () =>
      expectRefused(roomUrl(server.wsUrl, { ...paramsFor(alice, 'uid-room', false), uid: bob.uid }), ADMISSION_ERRORS.uidMismatch),
    );
  });

  it.each([
    ['garbage', () => ({ uid: bob.uid, idToken: 'not-a-token' })],
    ['expired', () => ({ uid: bob.uid, idToken: forgeToken(bob.idToken, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 }) })],
    [
      'for another project (wrong audience)',
      () => ({
        uid: bob.uid,
        idToken: forgeToken(bob.idToken, { aud: 'demo-other-project', iss: 'https://securetoken.google.com/demo-other-project' }),
      }),
    ],
    [
      'for an account the emulator never issued',
      () => ({ uid: 'forged-user', idToken: forgeToken(bob.idToken, { sub: 'forged-user', user_id: 'forged-user' }) }),
    ],
  ])('refuses a %s token', async (kind, forged) => {
    const roomId = `forged ${kind}`.slice(0, 60);
    await withRoom(roomId, () => expectRefused(roomUrl(server.wsUrl, { ...paramsFor(bob, roomId, false), ...forged() }), ADMISSION_ERRORS.badToken));
  });

  it('refuses an unsigned emulator token when the emulator variable is unset (production verification)', async () => {
    const productionServer = await startSignallingServer({ verifyIdToken: createIdTokenVerifier({ projectId: fixture.emulator.projectId }) });
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await expectRefused(roomUrl(productionServer.wsUrl, paramsFor(bob, 'prod-room', true)), ADMISSION_ERRORS.badToken);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
      await productionServer.close();
    }
  });

  it('admits a user whose display name holds a lone surrogate, named with U+FFFD in its place', async () => {
    // Possible with any provider that lets users type their name. In Redis the member JSON
    // went through cjson, which refuses a lone \ud800 escape: such a user could enter no room.
    const minted = await mintIdToken(fixture.emulator.host, fixture.emulator.projectId, {
      email: `lone.${Date.now()}@example.test`,
      name: 'Lone \ud800 name',
    });
    const lone = { ...minted, name: 'Lone \ud800 name', picture: '' };
    const creator = new TestClient(roomUrl(server.wsUrl, paramsFor(lone, 'lone-name-room', true)));
    const created = await creator.next('created room successfully');
    expect(created.clients).toEqual([{ socketId: created.me, name: 'Lone \ufffd name', profilePic: '' }]);
    const joiner = new TestClient(roomUrl(server.wsUrl, paramsFor(bob, 'lone-name-room', false)));
    expect((await joiner.next('joined room successfully')).clients.map((c) => c.name)).toEqual(['Lone \ufffd name', 'Bob']);
    await Promise.all([creator.close(), joiner.close()]);
  });

  it('never writes the ID token or the room password to the structured log', async () => {
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      lines.push(chunk.toString());
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    setLogSilent(false);
    const expired = forgeToken(bob.idToken, { exp: now() - 3600 });
    try {
      const owner = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, 'logged-room', true, 'hunter2-pass')));
      await owner.next('created room successfully');
      await expectRefused(
        roomUrl(server.wsUrl, { ...paramsFor(bob, 'logged-room', false, 'hunter2-pass'), idToken: expired }),
        ADMISSION_ERRORS.badToken,
      );
      await expectRefused(roomUrl(server.wsUrl, paramsFor(bob, 'logged-room', false, 'wrong-hunter2')), ADMISSION_ERRORS['wrong-password']);
      await owner.close();
    } finally {
      setLogSilent(true);
      out.mockRestore();
      err.mockRestore();
    }
    const events = lines.map((line) => JSON.parse(line) as { event: string; level: string; time: string });
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['room_created', 'handshake_refused', 'room_left']));
    for (const line of lines) {
      for (const secret of [alice.idToken, bob.idToken, expired, 'hunter2']) expect(line).not.toContain(secret);
    }
  });
});

describe('production guard', () => {
  it('refuses to start the server with NODE_ENV=production and the emulator variable set', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PORT: '0', LOG_SILENT: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
    expect(run.stdout).not.toContain('server_started');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startAppServer } from './appServer';
import { loadConfig } from './config';
import { createFeatures } from './features';
import { setLogSilent } from './log';
import { ADMISSION_ERRORS } from './signalling/admission';
import { mintUser, paramsFor, roomUrl, TestClient, type TestUser } from './signalling/testSupport';
import { type AuthEmulator, startAuthEmulator } from './testing/authEmulator';

// The whole server as `npm start` builds it from its environment (createFeatures), behind a
// "proxy" that is this test: every request comes from 127.0.0.1 and says who it forwards.

let emulator: AuthEmulator;
let users: TestUser[];
const running: { server: RunningServer; dir: string }[] = [];

beforeAll(async () => {
  setLogSilent(true);
  emulator = await startAuthEmulator();
  users = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].map((name) => mintUser(emulator.host, emulator.projectId, name)));
});
afterAll(async () => {
  for (const { server, dir } of running) {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  await emulator?.stop();
});

/** A node with two connections and two live streams per client address, two wrong passwords per room. */
async function nodeWith(trustProxy: string | undefined): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'trusted-proxy-'));
  const config = loadConfig({
    PORT: '0',
    DIST_DIR: dir,
    DATA_DIR: dir,
    FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    WS_MAX_CONNECTIONS_PER_IP: '2',
    WS_PASSWORD_ATTEMPTS: '2',
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const server = await startAppServer(config, await createFeatures(config));
  running.push({ server, dir });
  return server;
}

const wsOf = (server: RunningServer) => server.url.replace('http', 'ws');
const forwardedFor = (address: string | undefined): Record<string, string> => (address === undefined ? {} : { 'X-Forwarded-For': address });

/** A room socket sent through the "proxy" for `address`; resolves once it is in its room, or with the refusal. */
async function roomSocket(server: RunningServer, user: TestUser, roomId: string, address: string | undefined) {
  const client = new TestClient(roomUrl(wsOf(server), paramsFor(user, roomId, true)), { headers: forwardedFor(address) });
  const outcome = await client.opened.then(
    async () => (await client.first()).type,
    (error: Error) => error.message,
  );
  return { client, outcome };
}

/** Opens a live review stream; the status, and a way to close it. */
async function stream(server: RunningServer, address: string | undefined) {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/api/reviews/events`, { headers: forwardedFor(address), signal: abort.signal });
  if (res.ok) await res.body?.getReader().read();
  return { status: res.status, close: () => abort.abort() };
}

let rooms = 0;
const roomId = () => {
  rooms += 1;
  return `proxy-room-${rooms}`;
};

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  it('gives two clients behind one proxy address a connection limit each', async () => {
    const server = await nodeWith('127.0.0.1');
    const first = [await roomSocket(server, users[0]!, roomId(), '203.0.113.1'), await roomSocket(server, users[1]!, roomId(), '203.0.113.1')];
    expect(first.map((s) => s.outcome)).toEqual(['created room successfully', 'created room successfully']);
    // A second client: its own two, though it comes through the same proxy address. Entries
    // left of the one the proxy added are the client's own words and change nothing.
    const second = [
      await roomSocket(server, users[2]!, roomId(), '203.0.113.2'),
      await roomSocket(server, users[3]!, roomId(), '198.51.100.9, 203.0.113.2'),
    ];
    expect(second.map((s) => s.outcome)).toEqual(['created room successfully', 'created room successfully']);
    expect((await roomSocket(server, users[4]!, roomId(), '203.0.113.1')).outcome).toMatch(/429/);
    expect((await roomSocket(server, users[4]!, roomId(), '198.51.100.9, 203.0.113.2')).outcome).toMatch(/429/);
    await Promise.all([...first, ...second].map((s) => s.client.close()));
  });

  it('gives each client its own live review streams', async () => {
    const server = await nodeWith('127.0.0.1');
    const a = [await stream(server, '203.0.113.1'), await stream(server, '203.0.113.1')];
    const b = [await stream(server, '203.0.113.2'), await stream(server, '203.0.113.2')];
    expect([...a, ...b].map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect((await stream(server, '203.0.113.1')).status).toBe(429);
    for (const s of [...a, ...b]) s.close();
  });

  it('counts wrong room passwords per client, and logs the client address', async () => {
    const server = await nodeWith('127.0.0.1');
    const owner = new TestClient(roomUrl(wsOf(server), paramsFor(users[0]!, 'guarded-proxy-room', true, 'right')));
    await owner.next('created room successfully');
    const guess = async (address: string, password: string) => {
      const client = new TestClient(roomUrl(wsOf(server), paramsFor(users[1]!, 'guarded-proxy-room', false, password)), {
        headers: forwardedFor(address),
      });
      const answer = await client.first();
      await client.closed;
      return answer.type === 'error' ? answer.message : answer.type;
    };
    const lines: string[] = [];
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(chunk.toString());
      return true;
    });
    setLogSilent(false);
    try {
      expect(await guess('203.0.113.1', 'guess-1')).toBe(ADMISSION_ERRORS['wrong-password']);
      expect(await guess('203.0.113.1', 'guess-2')).toBe(ADMISSION_ERRORS['wrong-password']);
      expect(await guess('203.0.113.1', 'right')).toBe(ADMISSION_ERRORS.tooManyPasswords);
    } finally {
      setLogSilent(true);
      err.mockRestore();
    }
    // Another visitor behind the same proxy is not locked out by the first one's guesses.
    expect(await guess('203.0.113.2', 'guess-3')).toBe(ADMISSION_ERRORS['wrong-password']);
    const refusals = lines.map((line) => JSON.parse(line) as { event: string; ip?: string }).filter((e) => e.event === 'handshake_refused');
    expect(refusals.map((e) => e.ip)).toEqual(['203.0.113.1', '203.0.113.1', '203.0.113.1']);
    await owner.close();
  });

  it('ignores a malformed X-Forwarded-For: the request counts against the proxy address', async () => {
    const server = await nodeWith('127.0.0.1');
    const held = [
      await roomSocket(server, users[0]!, roomId(), 'not-an-address'),
      await roomSocket(server, users[1]!, roomId(), '203.0.113.1, bogus'),
    ];
    expect(held.map((s) => s.outcome)).toEqual(['created room successfully', 'created room successfully']);
    // The proxy address itself is now at its limit; a well-formed client is not.
    expect((await roomSocket(server, users[2]!, roomId(), undefined)).outcome).toMatch(/429/);
    expect((await roomSocket(server, users[2]!, roomId(), '203.0.113.1:443')).outcome).toMatch(/429/);
    const wellFormed = await roomSocket(server, users[3]!, roomId(), '203.0.113.1');
    expect(wellFormed.outcome).toBe('created room successfully');
    await Promise.all([...held, wellFormed].map((s) => s.client.close()));
  });
});

describe.each([
  ['unset (the default)', undefined],
  ['naming other proxies only (TRUST_PROXY=10.0.0.0/8)', '10.0.0.0/8'],
])('with TRUST_PROXY %s', (_, trustProxy) => {
  it('a forged X-Forwarded-For changes nothing: every request counts against the socket address', async () => {
    const server = await nodeWith(trustProxy);
    const held = [await roomSocket(server, users[0]!, roomId(), '203.0.113.1'), await roomSocket(server, users[1]!, roomId(), '203.0.113.2')];
    expect(held.map((s) => s.outcome)).toEqual(['created room successfully', 'created room successfully']);
    expect((await roomSocket(server, users[2]!, roomId(), '203.0.113.3')).outcome).toMatch(/429/);
    const streams = [await stream(server, '203.0.113.1'), await stream(server, '203.0.113.2')];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    expect((await stream(server, '203.0.113.3')).status).toBe(429);
    for (const s of streams) s.close();
    await Promise.all(held.map((s) => s.client.close()));
  });
});

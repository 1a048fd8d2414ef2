import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_VIOLATION } from '../../src/realtime/protocol/signalling';
import { createIdTokenVerifier } from '../auth/verifyIdToken';
import { ADMISSION_ERRORS } from '../signalling/admission';
import {
  mintUser,
  paramsFor,
  pause,
  roomUrl,
  type SignallingServer,
  startSignallingServer,
  TestClient,
  type TestUser,
  uniquePrefix,
} from '../signalling/testSupport';
import { type AuthEmulator, startAuthEmulator } from '../testing/authEmulator';
import { REDIS_MISSING, type RedisServer, redisServerAvailable, startRedisServer } from '../testing/redisServer';
import { RELAY_FAILED, ROOM_LOST } from './redisRooms';

const available = redisServerAvailable();
if (!available) console.warn(REDIS_MISSING);

/** Short, so the outage outlasts it quickly; the behaviour is the same at the default 5 s. */
const NODE_TTL_MS = 2000;

let redis: RedisServer;
let emulator: AuthEmulator;
let node1: SignallingServer;
let node2: SignallingServer;
let users: TestUser[];

async function crossPair(roomId: string) {
  const a = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[0]!, roomId, true)));
  const created = await a.next('created room successfully');
  const b = new TestClient(roomUrl(node2.wsUrl, paramsFor(users[1]!, roomId, false)));
  const joined = await b.next('joined room successfully');
  await a.next('new client');
  return { a, b, aId: created.me, bId: joined.me };
}

/** Both members are told in words that the room is gone, and their sockets close (1012). */
async function expectRoomLost(client: TestClient) {
  expect(await client.next('error', NODE_TTL_MS + 8000)).toEqual({ type: 'error', message: ROOM_LOST });
  expect(await client.closed).toEqual({ code: 1012, reason: ROOM_LOST });
}

/**
 * After Redis is back each node registers again at its own next heartbeat; until then joins there
 * are refused in words. Both nodes are probed: the pair below needs both, and probing one only
 * (node 2) let the pair start while node 1 still refused (seen once in CI).
 */
async function pairWhenBack(roomId: string) {
  const deadline = Date.now() + 15_000;
  for (const [index, node] of [node1, node2].entries()) {
    for (let attempt = 0; ; attempt += 1) {
      const probe = new TestClient(roomUrl(node.wsUrl, paramsFor(users[2]!, `${roomId}-probe-${index}-${attempt}`, true)));
      const first = await probe.first();
      await probe.close();
      if (first.type === 'created room successfully') break;
      expect(first).toEqual({ type: 'error', message: ADMISSION_ERRORS.unavailable });
      if (Date.now() > deadline) throw new Error(`node ${index + 1} did not come back after Redis did`);
      await pause(200);
    }
  }
  const pair = await crossPair(roomId);
  pair.a.send({ to: pair.bId, type: 'ice-candidate', candidate: { candidate: 'back' } });
  expect(await pair.b.next('ice-candidate')).toEqual({ type: 'ice-candidate', from: pair.aId, candidate: { candidate: 'back' } });
  await Promise.all([pair.a.close(), pair.b.close()]);
}

async function stillServing(node: SignallingServer) {
  const res = await fetch(`${node.wsUrl.replace('ws', 'http')}/nonsenseActive`);
  expect(res.status).toBe(200);
}

describe.skipIf(!available)('Redis going away mid-session', () => {
  beforeAll(async () => {
    [redis, emulator] = await Promise.all([startRedisServer(), startAuthEmulator()]);
    const verifyIdToken = createIdTokenVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
    const cluster = { redisUrl: redis.url, keyPrefix: uniquePrefix(), nodeTtlMs: NODE_TTL_MS };
    [node1, node2] = await Promise.all([startSignallingServer({ verifyIdToken, cluster }), startSignallingServer({ verifyIdToken, cluster })]);
    users = await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => mintUser(emulator.host, emulator.projectId, name)));
  });
  afterAll(async () => {
    await Promise.all([node1?.close(), node2?.close()]);
    await Promise.all([redis?.stop(), emulator?.stop()]);
  });

  it('while it is down: refuses joins and relays in words, then ends the room in words; never crashes; works again once it is back', async () => {
    const { a, b, bId } = await crossPair('outage-room');
    await redis.kill();
    const refused = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[2]!, 'outage-new-room', true)));
    expect(await refused.next('error')).toEqual({ type: 'error', message: ADMISSION_ERRORS.unavailable });
    expect(await refused.closed).toEqual({ code: POLICY_VIOLATION, reason: ADMISSION_ERRORS.unavailable });
    a.send({ to: bId, type: 'ice-candidate', candidate: { candidate: 'into the void' } });
    expect(await a.next('error')).toEqual({ type: 'error', message: RELAY_FAILED });
    await Promise.all([expectRoomLost(a), expectRoomLost(b)]);
    await Promise.all([stillServing(node1), stillServing(node2)]);
    await redis.restart();
    await pairWhenBack('after-outage-room');
  }, 60_000);

  it('restarting quickly (empty, within the heartbeat TTL): members are told their room is gone; new rooms work', async () => {
    const { a, b } = await crossPair('blip-room');
    await redis.restart();
    await Promise.all([expectRoomLost(a), expectRoomLost(b)]);
    await pairWhenBack('after-blip-room');
    await Promise.all([stillServing(node1), stillServing(node2)]);
  }, 60_000);
});

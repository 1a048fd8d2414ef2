import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_VIOLATION } from '../../src/realtime/protocol/signalling';
import { createIdTokenVerifier } from '../auth/verifyIdToken';
import { ADMISSION_ERRORS } from '../signalling/admission';
import {
  mintUser,
  paramsFor,
  roomUrl,
  type SignallingServer,
  startSignallingServer,
  TestClient,
  type TestUser,
  uniquePrefix,
} from '../signalling/testSupport';
import { type AuthEmulator, startAuthEmulator } from '../testing/authEmulator';
import { REDIS_MISSING, type RedisServer, redisServerAvailable, startRedisServer } from '../testing/redisServer';

const available = redisServerAvailable();
if (!available) console.warn(REDIS_MISSING);

let redis: RedisServer;
let emulator: AuthEmulator;
/** Two nodes sharing rooms through one Redis (same key prefix), each on its own port. */
let node1: SignallingServer;
let node2: SignallingServer;
let users: TestUser[];
const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const answer = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };
const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };

async function expectRefused(url: string, text: string) {
  const client = new TestClient(url);
  expect(await client.next('error')).toEqual({ type: 'error', message: text });
  expect(await client.closed).toEqual({ code: POLICY_VIOLATION, reason: text });
}

/** A creates on `first`, B joins on `second`. */
async function crossPair(first: SignallingServer, second: SignallingServer, roomId: string, roomPass = '') {
  const a = new TestClient(roomUrl(first.wsUrl, paramsFor(users[0]!, roomId, true, roomPass)));
  const created = await a.next('created room successfully');
  const b = new TestClient(roomUrl(second.wsUrl, paramsFor(users[1]!, roomId, false, roomPass)));
  const joined = await b.next('joined room successfully');
  return { a, b, aId: created.me, bId: joined.me, joined };
}

describe.skipIf(!available)('two nodes sharing rooms through Redis', () => {
  beforeAll(async () => {
    [redis, emulator] = await Promise.all([startRedisServer(), startAuthEmulator()]);
    const verifyIdToken = createIdTokenVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
    const cluster = { redisUrl: redis.url, keyPrefix: uniquePrefix() };
    const limits = { passwordAttempts: 3 };
    [node1, node2] = await Promise.all([
      startSignallingServer({ verifyIdToken, cluster, limits }),
      startSignallingServer({ verifyIdToken, cluster, limits }),
    ]);
    users = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan'].map((name) => mintUser(emulator.host, emulator.projectId, name)));
  });
  afterAll(async () => {
    await Promise.all([node1?.close(), node2?.close()]);
    await Promise.all([redis?.stop(), emulator?.stop()]);
  });

  it('puts A (node 1) and B (node 2) in one room and relays offer, answer and candidates both ways, `from` set by the server', async () => {
    const { a, b, aId, bId, joined } = await crossPair(node1, node2, 'cross-room');
    expect(joined.admin).toBe(aId);
    expect(joined.clients).toEqual([
      { socketId: aId, name: 'Ann', profilePic: users[0]!.picture },
      { socketId: bId, name: 'Ben', profilePic: users[1]!.picture },
    ]);
    expect(await a.next('new client')).toEqual({ type: 'new client', name: 'Ben', socketId: bId, profilePic: users[1]!.picture });
    a.send({ to: bId, type: 'offer', offer });
    expect(await b.next('offer')).toEqual({ type: 'offer', from: aId, offer });
    b.send({ to: aId, type: 'answer', answer });
    expect(await a.next('answer')).toEqual({ type: 'answer', from: bId, answer });
    a.send({ to: bId, type: 'ice-candidate', candidate });
    b.send({ to: aId, type: 'ice-candidate', candidate });
    expect(await b.next('ice-candidate')).toEqual({ type: 'ice-candidate', from: aId, candidate });
    expect(await a.next('ice-candidate')).toEqual({ type: 'ice-candidate', from: bId, candidate });
    // A forged `from` is ignored: the server names the sender.
    b.send({ to: aId, from: 'someone-else', type: 'ice-candidate', candidate });
    expect((await b.next('error')).message).toMatch(/^Invalid message: /);
    await Promise.all([a.close(), b.close()]);
  });

  it("relays a burst in order, in fewer PUBLISHes than messages, and a leaver's last relays before its 'client left'", async () => {
    const { a, b, aId, bId } = await crossPair(node1, node2, 'burst-room');
    await a.next('new client');
    const stats = new Redis(redis.url);
    const publishes = async () => Number(/cmdstat_publish:calls=(\d+)/.exec(await stats.info('commandstats'))?.[1] ?? 0);
    const before = await publishes();
    const burst = 30; // within the per-socket burst allowance
    const sent = Array.from({ length: burst }, (_, i) => ({ ...candidate, candidate: `${candidate.candidate} ${i}` }));
    for (const c of sent) a.send({ to: bId, type: 'ice-candidate', candidate: c });
    for (const c of sent) expect(await b.next('ice-candidate')).toEqual({ type: 'ice-candidate', from: aId, candidate: c });
    expect(await publishes()).toBeLessThan(before + burst);
    // Sent just before closing: the partner still gets them, then 'client left'.
    for (const c of sent.slice(0, 5)) a.send({ to: bId, type: 'ice-candidate', candidate: c });
    await a.close();
    await b.next('client left');
    expect(b.received.map((m) => (m.type === 'ice-candidate' ? m.candidate.candidate : m.type))).toEqual(sent.slice(0, 5).map((c) => c.candidate));
    stats.disconnect();
    await b.close();
  });

  it('refuses a third person on either node', async () => {
    const { a, b } = await crossPair(node1, node2, 'full-cross-room', 'pw');
    await expectRefused(roomUrl(node1.wsUrl, paramsFor(users[2]!, 'full-cross-room', false, 'pw')), ADMISSION_ERRORS.full);
    await expectRefused(roomUrl(node2.wsUrl, paramsFor(users[2]!, 'full-cross-room', false, 'pw')), ADMISSION_ERRORS.full);
    await Promise.all([a.close(), b.close()]);
  });

  it('ends simultaneous creates of one room id on both nodes with exactly one room', async () => {
    for (let round = 0; round < 5; round += 1) {
      const roomId = `create-race-${round}`;
      const first = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[0]!, roomId, true)));
      const second = new TestClient(roomUrl(node2.wsUrl, paramsFor(users[1]!, roomId, true)));
      const outcomes = await Promise.all([first.first(), second.first()]);
      expect(outcomes.filter((m) => m.type === 'created room successfully')).toHaveLength(1);
      expect(outcomes).toContainEqual({ type: 'error', message: ADMISSION_ERRORS.exists });
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('gives the last place to exactly one of two joins racing on two nodes', async () => {
    for (let round = 0; round < 5; round += 1) {
      const roomId = `join-race-${round}`;
      const owner = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[0]!, roomId, true)));
      await owner.next('created room successfully');
      const one = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[1]!, roomId, false)));
      const two = new TestClient(roomUrl(node2.wsUrl, paramsFor(users[2]!, roomId, false)));
      const outcomes = await Promise.all([one.first(), two.first()]);
      expect(outcomes.filter((m) => m.type === 'joined room successfully')).toHaveLength(1);
      expect(outcomes).toContainEqual({ type: 'error', message: ADMISSION_ERRORS.full });
      await owner.next('new client');
      await Promise.all([owner.close(), one.close(), two.close()]);
    }
  });

  it('hands admin over across nodes and frees the place for someone on the other node', async () => {
    const { a, b, aId, bId } = await crossPair(node1, node2, 'handover-room');
    await a.next('new client');
    await a.close();
    expect(await b.next('client left')).toEqual({ type: 'client left', socketId: aId, admin: bId });
    const c = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[2]!, 'handover-room', false)));
    const joined = await c.next('joined room successfully');
    expect(joined.admin).toBe(bId);
    expect(joined.clients.map((m) => m.socketId)).toEqual([bId, joined.me]);
    await b.close();
    expect(await c.next('client left')).toEqual({ type: 'client left', socketId: bId, admin: joined.me });
    expect(b.received.filter((m) => m.type === 'client left')).toEqual([]);
    await c.close();
  });

  it('counts wrong passwords for one room across nodes (the limit is cluster-wide)', async () => {
    const owner = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[0]!, 'guarded-cross-room', true, 'right')));
    await owner.next('created room successfully');
    for (const node of [node1, node2, node1]) {
      await expectRefused(roomUrl(node.wsUrl, paramsFor(users[1]!, 'guarded-cross-room', false, 'guess')), ADMISSION_ERRORS['wrong-password']);
    }
    await expectRefused(roomUrl(node2.wsUrl, paramsFor(users[1]!, 'guarded-cross-room', false, 'right')), ADMISSION_ERRORS.tooManyPasswords);
    await owner.close();
  });
});

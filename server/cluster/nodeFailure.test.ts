import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintUser, paramsFor, pause, roomUrl, TestClient, type TestUser, uniquePrefix } from '../signalling/testSupport';
import { type AuthEmulator, startAuthEmulator } from '../testing/authEmulator';
import { type NodeProcess, startNodeProcess } from '../testing/nodeProcess';
import { REDIS_MISSING, type RedisServer, redisServerAvailable, startRedisServer } from '../testing/redisServer';

/** The README's promise: a dead node's members are gone, and their partners told, within this. */
const DEAD_NODE_BOUND_MS = 10_000;

const available = redisServerAvailable();
if (!available) console.warn(REDIS_MISSING);

let redis: RedisServer;
let emulator: AuthEmulator;
let users: TestUser[];
const nodes: NodeProcess[] = [];

describe.skipIf(!available)('a node that dies (SIGKILL)', () => {
  let env: Record<string, string>;
  beforeAll(async () => {
    [redis, emulator] = await Promise.all([startRedisServer(), startAuthEmulator()]);
    // Real server processes, as `npm run start:cluster` runs them, with default timings.
    env = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: uniquePrefix(),
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulator.projectId,
    };
    users = await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => mintUser(emulator.host, emulator.projectId, name)));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
    await Promise.all([redis?.stop(), emulator?.stop()]);
  });

  async function startNode() {
    const node = await startNodeProcess(env);
    nodes.push(node);
    return node;
  }

  it('makes node 1 tell A "client left" once within the stated time, frees the place, and a restarted node 2 resurrects nobody', async () => {
    const [node1, node2] = await Promise.all([startNode(), startNode()]);
    const a = new TestClient(roomUrl(node1.wsUrl, paramsFor(users[0]!, 'doomed-room', true)));
    const created = await a.next('created room successfully');
    const b = new TestClient(roomUrl(node2.wsUrl, paramsFor(users[1]!, 'doomed-room', false)));
    const joined = await b.next('joined room successfully');
    await a.next('new client');

    const killedAt = Date.now();
    await node2.kill('SIGKILL');
    const left = await a.next('client left', DEAD_NODE_BOUND_MS + 5000);
    const elapsed = Date.now() - killedAt;
    expect(left).toEqual({ type: 'client left', socketId: joined.me, admin: created.me });
    expect(elapsed).toBeLessThan(DEAD_NODE_BOUND_MS);
    // Once: another sweep period (and another node's sweep) adds nothing.
    await pause(2500);
    expect(a.received.filter((m) => m.type === 'client left')).toEqual([]);

    // Node 2 comes back as a new process: B is not in the room again; C (on it) takes the place.
    const node2Again = await startNode();
    const c = new TestClient(roomUrl(node2Again.wsUrl, paramsFor(users[2]!, 'doomed-room', false)));
    const rejoined = await c.next('joined room successfully');
    expect(rejoined.clients.map((m) => m.socketId)).toEqual([created.me, rejoined.me]);
    expect(rejoined.admin).toBe(created.me);
    a.send({ to: rejoined.me, type: 'ice-candidate', candidate: { candidate: 'after the crash' } });
    expect(await c.next('ice-candidate')).toEqual({ type: 'ice-candidate', from: created.me, candidate: { candidate: 'after the crash' } });
    await Promise.all([a.close(), c.close()]);
  }, 90_000);
});

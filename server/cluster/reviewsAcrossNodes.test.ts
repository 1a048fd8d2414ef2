import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startAppServer } from '../appServer';
import { loadConfig } from '../config';
import { createFeatures } from '../features';
import { setLogSilent } from '../log';
import { mintUser, type TestUser, uniquePrefix } from '../signalling/testSupport';
import { type AuthEmulator, startAuthEmulator } from '../testing/authEmulator';
import { REDIS_MISSING, type RedisServer, redisServerAvailable, startRedisServer } from '../testing/redisServer';

const available = redisServerAvailable();
if (!available) console.warn(REDIS_MISSING);

let redis: RedisServer;
let emulator: AuthEmulator;
let dataDir: string;
/** Two nodes as `npm run start:cluster` runs them: one Redis, one DATA_DIR, each its own port. */
let node1: RunningServer;
let node2: RunningServer;
let ann: TestUser;
let ben: TestUser;

async function startNode(): Promise<RunningServer> {
  const config = loadConfig({
    PORT: '0',
    DIST_DIR: dataDir,
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: prefix,
    FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  });
  return startAppServer(config, await createFeatures(config));
}
let prefix: string;

/** A live Latest Feedbacks stream: every list it has received, with when it arrived. */
async function latestFeedbacks(node: RunningServer) {
  const abort = new AbortController();
  const res = await fetch(`${node.url}/api/reviews/events`, { signal: abort.signal });
  expect(res.status).toBe(200);
  const lists: { at: number; reviews: { feedback: string; userName: string }[] }[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    while (reader) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value);
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data) lists.push({ at: performance.now(), reviews: JSON.parse(data) });
      }
    }
  })();
  await expect.poll(() => lists.length).toBeGreaterThan(0);
  return {
    lists,
    /** When the first list holding this feedback arrived. */
    async arrivalOf(feedback: string, timeoutMs = 5000): Promise<number> {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const hit = lists.find((list) => list.reviews.some((r) => r.feedback === feedback));
        if (hit) return hit.at;
        if (performance.now() > deadline) throw new Error(`no list with "${feedback}" within ${timeoutMs} ms; got ${JSON.stringify(lists.at(-1))}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

async function post(node: RunningServer, user: TestUser, feedback: string): Promise<{ status: number; at: number }> {
  const res = await fetch(`${node.url}/api/reviews`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ feedback, rating: 5 }),
  });
  return { status: res.status, at: performance.now() };
}

describe.skipIf(!available)('reviews on two nodes sharing Redis and a DATA_DIR', () => {
  beforeAll(async () => {
    setLogSilent(true);
    dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-cluster-'));
    prefix = uniquePrefix();
    [redis, emulator] = await Promise.all([startRedisServer(), startAuthEmulator()]);
    [node1, node2] = await Promise.all([startNode(), startNode()]);
    [ann, ben] = await Promise.all([mintUser(emulator.host, emulator.projectId, 'Ann'), mintUser(emulator.host, emulator.projectId, 'Ben')]);
  });
  afterAll(async () => {
    await Promise.all([node1?.close(), node2?.close()]);
    await Promise.all([redis?.stop(), emulator?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes a review created on node 1 to the live streams of both nodes within a second', async () => {
    const [on1, on2] = await Promise.all([latestFeedbacks(node1), latestFeedbacks(node2)]);
    const created = await post(node1, ann, 'Written on node one, read live on two.');
    expect(created.status).toBe(201);
    expect((await on2.arrivalOf('Written on node one, read live on two.')) - created.at).toBeLessThan(1000);
    expect((await on1.arrivalOf('Written on node one, read live on two.')) - created.at).toBeLessThan(1000);
    await Promise.all([on1.close(), on2.close()]);
  });

  it('pushes a review replaced on node 2 to node 1 within a second, and the last list is the same on both', async () => {
    const [on1, on2] = await Promise.all([latestFeedbacks(node1), latestFeedbacks(node2)]);
    expect((await post(node2, ben, 'Ben first wrote this on node two.')).status).toBe(201);
    const replaced = await post(node2, ben, 'Ben then replaced it on node two.');
    expect(replaced.status).toBe(200);
    expect((await on1.arrivalOf('Ben then replaced it on node two.')) - replaced.at).toBeLessThan(1000);
    await on2.arrivalOf('Ben then replaced it on node two.');
    const last = (stream: typeof on1) => stream.lists.at(-1)?.reviews.map((r) => r.feedback);
    expect(last(on1)).toEqual(last(on2));
    expect(last(on1)).not.toContain('Ben first wrote this on node two.');
    await Promise.all([on1.close(), on2.close()]);
  });

  it('keeps the news within its key prefix: a node of another cluster on the same Redis hears nothing', async () => {
    const own = prefix;
    prefix = uniquePrefix();
    const stranger = await startNode();
    prefix = own;
    try {
      const far = await latestFeedbacks(stranger);
      const before = far.lists.length;
      const created = await post(node1, ann, 'Only this cluster hears of this one.');
      expect(created.status).toBe(200);
      // Same DATA_DIR, so only the news could bring it early: give it the second it would need.
      await new Promise((r) => setTimeout(r, 1000));
      expect(far.lists.length).toBe(before);
      await far.close();
    } finally {
      await stranger.close();
    }
  });
});

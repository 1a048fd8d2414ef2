/**
 * The server side of `npm run bench:server`, run as a child process so the server has an event
 * loop (and, on two cores, a core) of its own. It is the real app server with the real
 * signalling feature; only the identity check is a stand-in (see benchVerifier) and the limits
 * are raised for thousands of sockets from one loopback address. Talks to the parent over IPC.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startAppServer } from '../server/appServer';
import type { VerifiedIdentity } from '../server/auth/verifyIdToken';
import { DEFAULT_NODE_TTL_MS } from '../server/cluster/nodeLiveness';
import { createRedisRooms } from '../server/cluster/redisRooms';
import { loadConfig } from '../server/config';
import { DEFAULT_SIGNALLING_LIMITS } from '../server/signalling/limits';
import { createSignallingFeature } from '../server/signalling/signallingFeature';
import { watchGcPauses } from './server-gc';
import type { ServerReply, ServerRequest } from './server-load-protocol';

/**
 * The benchmark measures relaying, not token checks: minting 10,000 emulator tokens takes
 * minutes, and each real check is one emulator HTTP round trip at connect time only. Tokens
 * here are "bench:<uid>"; anything else is refused, like the real verifier would.
 */
async function benchVerifier(idToken: string): Promise<VerifiedIdentity> {
  if (!idToken.startsWith('bench:')) throw new Error('not a bench token');
  const uid = idToken.slice('bench:'.length);
  return { uid, name: `Bench ${uid}`, email: `${uid}@bench.test`, picture: `https://bench.test/${uid}.png` };
}

const rooms = Number(process.env.BENCH_ROOMS ?? '0');
// The clustered run: this node shares its rooms with the other one through Redis.
const redisUrl = process.env.BENCH_REDIS_URL;
const sharedRooms = redisUrl
  ? await createRedisRooms({
      redisUrl,
      keyPrefix: 'bench:',
      nodeTtlMs: DEFAULT_NODE_TTL_MS,
      passwordAttempts: DEFAULT_SIGNALLING_LIMITS.passwordAttempts,
      passwordWindowMs: DEFAULT_SIGNALLING_LIMITS.passwordWindowMs,
    })
  : undefined;
const feature = createSignallingFeature({
  rooms: sharedRooms,
  verifyIdToken: benchVerifier,
  limits: {
    ...DEFAULT_SIGNALLING_LIMITS,
    // Every benchmark client comes from 127.0.0.1.
    maxConnectionsPerIp: rooms * 2 + 100,
  },
  allowedOrigins: [],
});
const distDir = mkdtempSync(path.join(tmpdir(), 'bench-server-dist-'));
const running = await startAppServer({ ...loadConfig({ PORT: '0', HOST: '127.0.0.1' }), distDir }, [feature]);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const gcPauses = watchGcPauses();

function reply(message: ServerReply): void {
  process.send?.(message);
}

function memory(collectGarbage = true) {
  // --expose-gc is passed by the parent so that memory figures are not inflated by garbage.
  if (collectGarbage) (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

process.on('message', (request: ServerRequest) => {
  switch (request.kind) {
    case 'stats':
      reply({ kind: 'stats', ...memory(request.collectGarbage), ...feature.stats(), cpu: process.cpuUsage() });
      break;
    case 'loop-reset':
      loopDelay.reset();
      loopDelay.enable();
      gcPauses.start();
      reply({ kind: 'loop-reset' });
      break;
    case 'loop':
      reply({
        kind: 'loop',
        p50Ms: loopDelay.percentile(50) / 1e6,
        p99Ms: loopDelay.percentile(99) / 1e6,
        maxMs: loopDelay.max / 1e6,
        gc: gcPauses.stop(),
      });
      break;
    case 'stop':
      void running.close().then(() => process.exit(0));
      break;
  }
});
// The parent going away (crash, Ctrl-C) must not leave a server holding 10,000 sockets.
process.on('disconnect', () => process.exit(0));
reply({ kind: 'ready', port: running.port, ...memory() });

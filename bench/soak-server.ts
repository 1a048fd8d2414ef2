/**
 * The server side of `npm run bench:soak`, a child process with a core of its own: the real app
 * server with the signalling and reviews features, the identity check a stand-in as in the load
 * bench (`bench:<uid>` tokens, bench/server-load-server.ts says why) and the per-IP limits raised,
 * since every soak client comes from 127.0.0.1. Answers samples of its memory, handles and
 * event-loop delay over IPC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import { startAppServer } from '../server/appServer';
import type { VerifiedIdentity } from '../server/auth/verifyIdToken';
import { loadConfig } from '../server/config';
import { createReviewsFeature } from '../server/reviews/reviewsFeature';
import { DEFAULT_SIGNALLING_LIMITS } from '../server/signalling/limits';
import { createSignallingFeature } from '../server/signalling/signallingFeature';
import type { Handles, SoakReply, SoakRequest } from './soak-protocol';

async function benchVerifier(idToken: string): Promise<VerifiedIdentity> {
  if (!idToken.startsWith('bench:')) throw new Error('not a bench token');
  const uid = idToken.slice('bench:'.length);
  return { uid, name: `Bench ${uid}`, email: `${uid}@bench.test`, picture: `https://bench.test/${uid}.png` };
}

const perIp = Number(process.env.SOAK_MAX_PER_IP ?? '5000');
const dir = mkdtempSync(path.join(tmpdir(), 'bench-soak-'));
const signalling = createSignallingFeature({
  verifyIdToken: benchVerifier,
  limits: { ...DEFAULT_SIGNALLING_LIMITS, maxConnectionsPerIp: perIp },
  allowedOrigins: [],
});
const reviews = createReviewsFeature({ dataDir: dir, verify: benchVerifier, maxStreamsPerIp: perIp });
const running = await startAppServer({ ...loadConfig({ PORT: '0', HOST: '127.0.0.1' }), distDir: dir }, [reviews, signalling]);
/**
 * Event-loop delay: how late a 10 ms timer runs. Measured here rather than with
 * `monitorEventLoopDelay` so that the full GC this process is asked for at the end of a wave
 * (for its memory figures) can be left out: it is the benchmark's pause, not the server's.
 */
const LOOP_PERIOD_MS = 10;
const loopDelay = createHistogram();
let lastTick = performance.now();
const loopTimer = setInterval(() => {
  const now = performance.now();
  loopDelay.record(Math.max(1, Math.round((now - lastTick - LOOP_PERIOD_MS) * 1e6)));
  lastTick = now;
}, LOOP_PERIOD_MS);
// The monitor alone must not keep the process alive, nor count as a timer left behind.
loopTimer.unref();

function handles(): Handles {
  const kinds = process.getActiveResourcesInfo();
  return { total: kinds.length, sockets: kinds.filter((k) => k === 'TCPSocketWrap').length, timers: kinds.filter((k) => k === 'Timeout').length };
}

function reply(message: SoakReply): void {
  process.send?.(message);
}

process.on('message', (request: SoakRequest) => {
  if (request.kind === 'stop') {
    void running.close().then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
    return;
  }
  // --expose-gc is passed by the parent, so that idle memory is not inflated by garbage.
  if (request.collectGarbage) {
    (globalThis as { gc?: () => void }).gc?.();
    lastTick = performance.now();
  }
  const { rss, heapUsed } = process.memoryUsage();
  const loop = { p50Ms: loopDelay.percentile(50) / 1e6, p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
  if (request.resetLoop) loopDelay.reset();
  reply({ kind: 'sample', id: request.id, rss, heapUsed, handles: handles(), roomSockets: signalling.stats().sockets, loop });
});
// The parent going away must not leave a server holding thousands of sockets.
process.on('disconnect', () => process.exit(0));
reply({ kind: 'ready', port: running.port });

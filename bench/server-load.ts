/**
 * `npm run bench:server [-- --rooms=5000 --rate=0.5 --duration=20]`: load test of room signalling.
 * A server child process (bench/server-load-server.ts) and, in this process, rooms × 2 real
 * `ws` clients on 127.0.0.1 that relay messages to each other through it. Reports connections
 * held, relayed messages per second, p50/p99 relay latency, server memory per connection and
 * lost messages; writes JSON to bench/results/. Traffic stays on loopback and every phase is
 * bounded in time, so it always stops by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ensureFileDescriptors } from './server-fdlimit';
import { watchGcPauses } from './server-gc';
import { LatencyHistogram } from './server-histogram';
import { type BenchClient, inPool, openRoom, sendNext, type Tally } from './server-load-clients';
import type { ServerReply, ServerRequest } from './server-load-protocol';
import { type BenchResult, printAndSave } from './server-report';

function option(name: string, fallback: number): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const settings = {
  rooms: option('rooms', 5000),
  /**
   * Messages per second each client sends to its peer. 0.5 (5,000 relayed/s at 5,000 rooms) is
   * every room renegotiating all the time; a real room sends ~30 messages at set-up, then none.
   */
  ratePerClient: option('rate', 0.5),
  warmupSeconds: option('warmup', 3),
  durationSeconds: option('duration', 20),
  offerEvery: option('offer-every', 10),
  connectConcurrency: option('connect-concurrency', 200),
};
const TARGET = { p99Ms: 25, lost: 0 };
const HARD_DEADLINE_MS = 10 * 60 * 1000;

ensureFileDescriptors(settings.rooms * 2 + 1000);

let server: ChildProcess | undefined;
const deadline = setTimeout(() => {
  console.error('bench:server: hard deadline reached, stopping');
  server?.kill('SIGKILL');
  process.exit(2);
}, HARD_DEADLINE_MS);
deadline.unref();

function ask<K extends ServerRequest['kind']>(request: Extract<ServerRequest, { kind: K }>): Promise<Extract<ServerReply, { kind: K }>> {
  return new Promise((resolve) => {
    const onReply = (reply: ServerReply) => {
      if (reply.kind !== request.kind) return;
      server?.off('message', onReply);
      resolve(reply as Extract<ServerReply, { kind: K }>);
    };
    server?.on('message', onReply);
    server?.send(request);
  });
}

async function startServer(): Promise<Extract<ServerReply, { kind: 'ready' }>> {
  // Extra Node flags for the server, e.g. BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=.tmp";
  // BENCH_SERVER_STDOUT=inherit shows its output (e.g. with --trace-gc).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  server = spawn(process.execPath, ['--expose-gc', ...flags, '--import', 'tsx', 'bench/server-load-server.ts'], {
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT === 'inherit' ? 'inherit' : 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, BENCH_ROOMS: String(settings.rooms) },
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const event = /"event":"([^"]+)"/.exec(line)?.[1] ?? 'other';
      serverWarnings[event] = (serverWarnings[event] ?? 0) + 1;
    }
  });
  const [ready] = (await once(server, 'message')) as [Extract<ServerReply, { kind: 'ready' }>];
  return ready;
}

const serverWarnings: Record<string, number> = {};
const tally: Tally = { histogram: new LatencyHistogram(), measuring: false, measureStart: 0, worstPerSecond: [] };
const loadStart = os.loadavg()[0];

const ready = await startServer();
const base = `ws://127.0.0.1:${ready.port}`;
console.log(`bench:server: server on ${base}; opening ${settings.rooms} rooms (${settings.rooms * 2} sockets)…`);

const connectStart = performance.now();
const pairs = await inPool(settings.rooms, settings.connectConcurrency, (i) => openRoom(base, i, tally, 30_000));
const connectSeconds = (performance.now() - connectStart) / 1000;
const clients: BenchClient[] = pairs.flat();
const afterConnect = await ask({ kind: 'stats', collectGarbage: true });
console.log(`bench:server: ${afterConnect.sockets} sockets in ${afterConnect.rooms} rooms after ${connectSeconds.toFixed(1)} s; sending…`);

/** Sends at a steady total rate, spread over all clients round-robin, catching up after a slow tick. */
async function traffic(seconds: number): Promise<number> {
  const totalRate = clients.length * settings.ratePerClient;
  const start = performance.now();
  let sent = 0;
  let cursor = 0;
  while (performance.now() - start < seconds * 1000) {
    const due = Math.floor((totalRate * (performance.now() - start)) / 1000) - sent;
    for (let i = 0; i < due; i += 1) {
      sendNext(clients[cursor], settings.offerEvery);
      cursor = (cursor + 1) % clients.length;
    }
    sent += Math.max(0, due);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return sent;
}

await traffic(settings.warmupSeconds);
await ask({ kind: 'loop-reset' });
const cpuBefore = (await ask({ kind: 'stats', collectGarbage: false })).cpu;
const clientCpuBefore = process.cpuUsage();
const clientLoop = monitorEventLoopDelay({ resolution: 10 });
clientLoop.enable();
const clientGc = watchGcPauses();
clientGc.start();
const measureStart = performance.now();
tally.measureStart = measureStart;
tally.measuring = true;
const measuredSent = await traffic(settings.durationSeconds);
const measuredSeconds = (performance.now() - measureStart) / 1000;
const serverLoop = await ask({ kind: 'loop' });
clientLoop.disable();
const cpuAfter = (await ask({ kind: 'stats', collectGarbage: false })).cpu;
const clientCpu = process.cpuUsage(clientCpuBefore);

// Drain: everything sent must arrive (TCP on loopback does not drop; the server might).
const drainUntil = performance.now() + 15_000;
const totals = () => clients.reduce((t, c) => ({ sent: t.sent + c.sent, received: t.received + c.received }), { sent: 0, received: 0 });
while (totals().received < totals().sent && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
tally.measuring = false;
const held = await ask({ kind: 'stats', collectGarbage: false });
const openClients = clients.filter((c) => c.ws.readyState === c.ws.OPEN && !c.unexpectedClose).length;
const { sent, received } = totals();

const result: BenchResult = {
  settings,
  target: TARGET,
  machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: loadStart, loadAverageAtEnd: os.loadavg()[0] },
  connectSeconds,
  connectionsHeld: { clientsOpen: openClients, serverSockets: held.sockets, serverRooms: held.rooms, expected: settings.rooms * 2 },
  messagesPerSecond: measuredSent / measuredSeconds,
  latencyMs: { p50: tally.histogram.percentile(50), p99: tally.histogram.percentile(99), max: tally.histogram.max, mean: tally.histogram.mean, samples: tally.histogram.count },
  worstLatencyPerSecondMs: Array.from(tally.worstPerSecond, (ms) => Math.round(ms ?? 0)),
  serverEventLoopDelayMs: serverLoop,
  clientEventLoopDelayMs: { p50Ms: clientLoop.percentile(50) / 1e6, p99Ms: clientLoop.percentile(99) / 1e6, maxMs: clientLoop.max / 1e6 },
  gcPauses: { server: serverLoop.gc, clients: clientGc.stop() },
  serverCpuPercent: ((cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1e6 / measuredSeconds) * 100,
  clientCpuPercent: ((clientCpu.user + clientCpu.system) / 1e6 / measuredSeconds) * 100,
  memoryPerConnectionBytes: {
    rss: (afterConnect.rss - ready.rss) / afterConnect.sockets,
    heap: (afterConnect.heapUsed - ready.heapUsed) / afterConnect.sockets,
  },
  messages: { sent, received, lost: sent - received, outOfOrder: clients.reduce((n, c) => n + c.outOfOrder, 0) },
  serverWarnings,
};

for (const client of clients) client.ws.terminate();
if (server) {
  const exited = once(server, 'exit');
  server.send({ kind: 'stop' } satisfies ServerRequest);
  const timer = setTimeout(() => server?.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
const passed = printAndSave(result);
process.exit(passed ? 0 : 1);

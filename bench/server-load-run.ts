/**
 * One scenario of `npm run bench:server`: server node child processes (one, or two sharing rooms
 * through Redis) and, in this process, rooms × 2 real `ws` clients on 127.0.0.1 relaying
 * messages to each other through them. In the clustered scenario each room's creator is on
 * node 1 and its joiner on node 2, so every relayed message crosses Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { watchGcPauses } from './server-gc';
import { LatencyHistogram } from './server-histogram';
import { type BenchClient, inPool, openRoom, sendNext, type Tally } from './server-load-clients';
import type { ServerReply, ServerRequest } from './server-load-protocol';
import type { BenchResult } from './server-report';

export interface BenchSettings {
  rooms: number;
  ratePerClient: number;
  warmupSeconds: number;
  durationSeconds: number;
  offerEvery: number;
  connectConcurrency: number;
}

type Ready = Extract<ServerReply, { kind: 'ready' }>;

/** The goal for relay latency p99 (README: Room signalling); the soak (bench/soak.ts) holds one node to it too. */
export const RELAY_P99_GOAL_MS = { single: 25, clustered: 50 } as const;

class ServerNode {
  readonly warnings: Record<string, number>;
  private constructor(
    readonly child: ChildProcess,
    readonly ready: Ready,
    warnings: Record<string, number>,
  ) {
    this.warnings = warnings;
  }

  static async start(rooms: number, redisUrl: string | undefined): Promise<ServerNode> {
    // Extra Node flags for the server, e.g. BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=.tmp";
    // BENCH_SERVER_STDOUT=inherit shows its output (e.g. with --trace-gc).
    const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, ['--expose-gc', ...flags, '--import', 'tsx', 'bench/server-load-server.ts'], {
      stdio: ['ignore', process.env.BENCH_SERVER_STDOUT === 'inherit' ? 'inherit' : 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, BENCH_ROOMS: String(rooms), ...(redisUrl ? { BENCH_REDIS_URL: redisUrl } : {}) },
    });
    const warnings: Record<string, number> = {};
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const event = /"event":"([^"]+)"/.exec(line)?.[1] ?? 'other';
        warnings[event] = (warnings[event] ?? 0) + 1;
      }
    });
    const [ready] = (await once(child, 'message')) as [Ready];
    return new ServerNode(child, ready, warnings);
  }

  ask<K extends ServerRequest['kind']>(request: Extract<ServerRequest, { kind: K }>): Promise<Extract<ServerReply, { kind: K }>> {
    return new Promise((resolve) => {
      const onReply = (reply: ServerReply) => {
        if (reply.kind !== request.kind) return;
        this.child.off('message', onReply);
        resolve(reply as Extract<ServerReply, { kind: K }>);
      };
      this.child.on('message', onReply);
      this.child.send(request);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.send({ kind: 'stop' } satisfies ServerRequest);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

/** Commands Redis has processed so far (all clients): the difference over the window / relayed messages. */
async function redisCommands(redis: Redis | undefined): Promise<number> {
  if (!redis) return 0;
  return Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))?.[1] ?? 0);
}

/** CPU seconds redis-server has used so far (user + system, its main thread and helpers). */
async function redisCpuSeconds(redis: Redis | undefined): Promise<number> {
  if (!redis) return 0;
  const info = await redis.info('cpu');
  const field = (name: string) => Number(new RegExp(`${name}:([0-9.]+)`).exec(info)?.[1] ?? 0);
  return field('used_cpu_user') + field('used_cpu_sys');
}

/** Every server started here, so a hard deadline can end them. */
export const runningNodes = new Set<ChildProcess>();

export async function runScenario(settings: BenchSettings, redisUrl?: string): Promise<BenchResult> {
  const tally: Tally = { histogram: new LatencyHistogram(), measuring: false, measureStart: 0, worstPerSecond: [] };
  const loadStart = os.loadavg()[0]!;
  const nodes = await Promise.all((redisUrl ? [0, 1] : [0]).map(() => ServerNode.start(settings.rooms, redisUrl)));
  for (const node of nodes) runningNodes.add(node.child);
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  const bases = nodes.map((node) => `ws://127.0.0.1:${node.ready.port}`);
  const label = redisUrl ? 'clustered (2 nodes + Redis)' : 'single node';
  console.log(`bench:server [${label}]: nodes on ${bases.join(', ')}; opening ${settings.rooms} rooms (${settings.rooms * 2} sockets)…`);

  const stats = async (collectGarbage: boolean) => {
    const all = await Promise.all(nodes.map((node) => node.ask({ kind: 'stats', collectGarbage })));
    return {
      rss: all.reduce((n, s) => n + s.rss, 0),
      heapUsed: all.reduce((n, s) => n + s.heapUsed, 0),
      sockets: all.reduce((n, s) => n + s.sockets, 0),
      rooms: Math.max(...all.map((s) => s.rooms)),
      cpu: all.reduce((n, s) => n + s.cpu.user + s.cpu.system, 0),
    };
  };

  const connectStart = performance.now();
  const pairs = await inPool(settings.rooms, settings.connectConcurrency, (i) => openRoom(bases[0]!, i, tally, 30_000, bases.at(-1)));
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const clients: BenchClient[] = pairs.flat();
  const afterConnect = await stats(true);
  console.log(`bench:server [${label}]: ${afterConnect.sockets} sockets after ${connectSeconds.toFixed(1)} s; sending…`);

  /** Sends at a steady total rate, spread over all clients round-robin, catching up after a slow tick. */
  async function traffic(seconds: number): Promise<number> {
    const totalRate = clients.length * settings.ratePerClient;
    const start = performance.now();
    let sent = 0;
    let cursor = 0;
    while (performance.now() - start < seconds * 1000) {
      const due = Math.floor((totalRate * (performance.now() - start)) / 1000) - sent;
      for (let i = 0; i < due; i += 1) {
        sendNext(clients[cursor]!, settings.offerEvery);
        cursor = (cursor + 1) % clients.length;
      }
      sent += Math.max(0, due);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return sent;
  }

  await traffic(settings.warmupSeconds);
  await Promise.all(nodes.map((node) => node.ask({ kind: 'loop-reset' })));
  const cpuBefore = (await stats(false)).cpu;
  const commandsBefore = await redisCommands(redis);
  const redisCpuBefore = await redisCpuSeconds(redis);
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
  const loops = await Promise.all(nodes.map((node) => node.ask({ kind: 'loop' })));
  const serverLoop = loops.reduce((worst, loop) => (loop.p99Ms > worst.p99Ms ? loop : worst));
  clientLoop.disable();
  const cpuAfter = (await stats(false)).cpu;
  const commandsAfter = await redisCommands(redis);
  const redisCpuAfter = await redisCpuSeconds(redis);
  const clientCpu = process.cpuUsage(clientCpuBefore);

  // Drain: everything sent must arrive (TCP on loopback does not drop; the server might).
  const drainUntil = performance.now() + 15_000;
  const totals = () => clients.reduce((t, c) => ({ sent: t.sent + c.sent, received: t.received + c.received }), { sent: 0, received: 0 });
  while (totals().received < totals().sent && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
  tally.measuring = false;
  const held = await stats(false);
  const openClients = clients.filter((c) => c.ws.readyState === c.ws.OPEN && !c.unexpectedClose).length;
  const { sent, received } = totals();
  const serverWarnings: Record<string, number> = {};
  for (const node of nodes) for (const [event, count] of Object.entries(node.warnings)) serverWarnings[event] = (serverWarnings[event] ?? 0) + count;

  const result: BenchResult = {
    scenario: label,
    settings: { ...settings },
    target: { p99Ms: redisUrl ? RELAY_P99_GOAL_MS.clustered : RELAY_P99_GOAL_MS.single, lost: 0 },
    machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: loadStart, loadAverageAtEnd: os.loadavg()[0]! },
    connectSeconds,
    connectionsHeld: { clientsOpen: openClients, serverSockets: held.sockets, serverRooms: held.rooms, expected: settings.rooms * 2 },
    messagesPerSecond: measuredSent / measuredSeconds,
    latencyMs: {
      p50: tally.histogram.percentile(50),
      p99: tally.histogram.percentile(99),
      max: tally.histogram.max,
      mean: tally.histogram.mean,
      samples: tally.histogram.count,
    },
    worstLatencyPerSecondMs: Array.from(tally.worstPerSecond, (ms) => Math.round(ms ?? 0)),
    serverEventLoopDelayMs: serverLoop,
    clientEventLoopDelayMs: { p50Ms: clientLoop.percentile(50) / 1e6, p99Ms: clientLoop.percentile(99) / 1e6, maxMs: clientLoop.max / 1e6 },
    gcPauses: { server: serverLoop.gc, clients: clientGc.stop() },
    serverCpuPercent: ((cpuAfter - cpuBefore) / 1e6 / measuredSeconds) * 100,
    redisCpuPercent: redis ? ((redisCpuAfter - redisCpuBefore) / measuredSeconds) * 100 : undefined,
    clientCpuPercent: ((clientCpu.user + clientCpu.system) / 1e6 / measuredSeconds) * 100,
    memoryPerConnectionBytes: {
      rss: (afterConnect.rss - nodes.reduce((n, node) => n + node.ready.rss, 0)) / afterConnect.sockets,
      heap: (afterConnect.heapUsed - nodes.reduce((n, node) => n + node.ready.heapUsed, 0)) / afterConnect.sockets,
    },
    // Everything Redis processed in the window (relays, heartbeats, sweeps, this INFO) per relayed message.
    redisCommandsPerRelayed: redis ? (commandsAfter - commandsBefore) / Math.max(1, measuredSent) : undefined,
    messages: { sent, received, lost: sent - received, outOfOrder: clients.reduce((n, c) => n + c.outOfOrder, 0) },
    serverWarnings,
  };

  for (const client of clients) client.ws.terminate();
  redis?.disconnect();
  await Promise.all(nodes.map((node) => node.stop()));
  for (const node of nodes) runningNodes.delete(node.child);
  return result;
}

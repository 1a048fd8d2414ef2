/**
 * `npm run bench:soak [-- --waves=8 --rooms=1000 --relay=30]`: does one node stay the same over
 * many rooms coming and going? A server child (bench/soak-server.ts) and, in this process,
 * waves of 1,000 rooms × 2 `ws` clients (bench/server-load-clients.ts, as the load bench) that
 * join, relay ICE candidates and offers, and leave, beside 200 live review streams per wave
 * that receive a list on every review posted. Prints the server's RSS, heap, open handles and
 * event-loop delay at the start and end of every minute; PASS when RSS after the last wave is
 * within 10 % of after the first, no socket or timer is left once everyone left, and relay p99
 * meets the load bench's single-node goal. Writes JSON to bench/results/. Bounded: it stops
 * itself after 10 minutes whatever happens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { ensureFileDescriptors } from './server-fdlimit';
import { LatencyHistogram } from './server-histogram';
import { type BenchClient, inPool, openRoom, sendNext, type Tally } from './server-load-clients';
import { RELAY_P99_GOAL_MS } from './server-load-run';
import type { ServerSample, SoakReply, SoakRequest } from './soak-protocol';
import { minuteLine, printAndSave, type SoakResult } from './soak-report';
import { openStreams, postReview } from './soak-streams';

function option(name: string, fallback: number): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const settings = {
  waves: option('waves', 8),
  rooms: option('rooms', 1000),
  subscribers: option('subscribers', 200),
  /** Seconds each wave relays before everyone leaves; the first `warmup` of them are not measured. */
  relaySeconds: option('relay', 30),
  warmupSeconds: option('warmup', 2),
  /** Messages per second each client sends its peer (as the load bench: 0.5). */
  ratePerClient: option('rate', 0.5),
  offerEvery: option('offer-every', 10),
  /** A review is posted this often while a wave relays, so that every stream gets a list. */
  postEverySeconds: option('post-every', 3),
  connectConcurrency: option('connect-concurrency', 200),
};
const HARD_DEADLINE_MS = 10 * 60 * 1000;
const MINUTE_MS = option('minute-seconds', 60) * 1000;

ensureFileDescriptors(settings.rooms * 2 + settings.subscribers + 1000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server child and its IPC: every request carries an id, so samples asked at once never mix. */
class SoakServer {
  private nextId = 0;
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static async start(): Promise<SoakServer> {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/soak-server.ts'], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, LOG_SILENT: '1' },
    });
    const [ready] = (await once(child, 'message')) as [Extract<SoakReply, { kind: 'ready' }>];
    return new SoakServer(child, ready.port);
  }

  sample(collectGarbage: boolean, resetLoop: boolean): Promise<ServerSample> {
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve) => {
      const onReply = (reply: SoakReply) => {
        if (reply.kind !== 'sample' || reply.id !== id) return;
        this.child.off('message', onReply);
        const { kind: _, id: __, ...sample } = reply;
        resolve(sample);
      };
      this.child.on('message', onReply);
      this.child.send({ kind: 'sample', id, collectGarbage, resetLoop } satisfies SoakRequest);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.send({ kind: 'stop' } satisfies SoakRequest);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

const started = performance.now();
const loadAverageAtStart = os.loadavg();
const server = await SoakServer.start();
const deadline = setTimeout(() => {
  console.error('bench:soak: 10 minutes are up, stopping (MISS)');
  server.child.kill('SIGKILL');
  process.exit(2);
}, HARD_DEADLINE_MS);
deadline.unref();

const base = `ws://127.0.0.1:${server.port}`;
console.log(
  `bench:soak: server on ${base}; ${settings.waves} waves of ${settings.rooms} rooms (${settings.rooms * 2} sockets) and ${settings.subscribers} review streams, ${settings.relaySeconds} s of relaying each`,
);
const baseline = await server.sample(true, true);

// Minute by minute, in the background: the server at the minute's start and end.
const minutes: SoakResult['minutes'] = [];
let minuteStart = { at: performance.now(), sample: baseline };
async function closeMinute(): Promise<void> {
  const end = await server.sample(false, true);
  const now = performance.now();
  const row = { minute: minutes.length + 1, seconds: (now - minuteStart.at) / 1000, start: minuteStart.sample, end };
  minutes.push(row);
  console.log(minuteLine(row));
  minuteStart = { at: now, sample: end };
}
const minuteTimer = setInterval(() => void closeMinute(), MINUTE_MS);

const tally: Tally = { histogram: new LatencyHistogram(), measuring: false, measureStart: performance.now(), worstPerSecond: [] };
const waves: SoakResult['waves'] = [];
const messages = { sent: 0, received: 0, lost: 0, outOfOrder: 0 };
const reviews = { subscribers: settings.subscribers, posted: 0, listsExpected: 0, listsReceived: 0 };

/** Sends at a steady total rate over all clients, round-robin, catching up after a slow tick. */
async function relay(clients: BenchClient[], seconds: number): Promise<void> {
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
    await pause(5);
  }
}

/** Posts a review every `postEverySeconds` until `stop` resolves; the authors rotate, so the store stays small. */
async function postWhile(stop: Promise<unknown>, wave: number): Promise<number> {
  let done = false;
  void stop.then(() => {
    done = true;
  });
  let posts = 0;
  while (!done) {
    await pause(settings.postEverySeconds * 1000);
    if (done) break;
    const status = await postReview(server.port, `soak-author-${posts % 20}`, `Soak wave ${wave}, review ${posts}: still steady.`);
    if (status !== 200 && status !== 201) throw new Error(`posting a review answered ${status}`);
    posts += 1;
  }
  return posts;
}

for (let wave = 1; wave <= settings.waves; wave += 1) {
  const streams = await openStreams(server.port, settings.subscribers);
  const connectStart = performance.now();
  const pairs = await inPool(settings.rooms, settings.connectConcurrency, (i) => openRoom(base, (wave - 1) * settings.rooms + i, tally, 30_000));
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const clients = pairs.flat();

  const relaying = (async () => {
    await relay(clients, settings.warmupSeconds);
    tally.measuring = true;
    await relay(clients, settings.relaySeconds - settings.warmupSeconds);
  })();
  const posts = await postWhile(relaying, wave);
  await relaying;

  // Drain: everything sent must arrive (loopback TCP does not drop; the server might).
  const totals = () => clients.reduce((t, c) => ({ sent: t.sent + c.sent, received: t.received + c.received }), { sent: 0, received: 0 });
  const drainUntil = performance.now() + 10_000;
  while (totals().received < totals().sent && performance.now() < drainUntil) await pause(50);
  tally.measuring = false;
  const { sent, received } = totals();
  messages.sent += sent;
  messages.received += received;
  messages.lost += sent - received;
  messages.outOfOrder += clients.reduce((n, c) => n + c.outOfOrder, 0);

  // Every stream should have had the list on connecting and once per post.
  const listsDrainUntil = performance.now() + 5000;
  const expected = settings.subscribers * (1 + posts);
  const got = () => streams.events().reduce((a, b) => a + b, 0);
  while (got() < expected && performance.now() < listsDrainUntil) await pause(50);
  reviews.posted += posts;
  reviews.listsExpected += expected;
  reviews.listsReceived += got();

  // Everyone leaves: the creators first (their partners hear 'client left'), then the joiners.
  const closed = clients.map((c) => (c.ws.readyState === c.ws.CLOSED ? Promise.resolve() : once(c.ws, 'close').then(() => {})));
  for (const [creator] of pairs) creator.ws.close();
  for (const [, joiner] of pairs) joiner.ws.close();
  await Promise.all([...closed, streams.close()]);
  // The server sees the closes a moment later; memory is compared with everyone gone.
  let after = await server.sample(false, false);
  for (let tries = 0; tries < 50 && after.roomSockets > 0; tries += 1) {
    await pause(200);
    after = await server.sample(false, false);
  }
  after = await server.sample(true, false);
  waves.push({ wave, roomSockets: after.roomSockets, rssAfter: after.rss, heapAfter: after.heapUsed, connectSeconds });
  console.log(
    `bench:soak: wave ${wave} done: ${sent} relayed, ${posts} reviews posted; after everyone left (GC): RSS ${(after.rss / 1048576).toFixed(1)} MiB, room sockets ${after.roomSockets}`,
  );
}

// Sockets close asynchronously on the server's side: give them a few seconds to be gone.
let afterAll = await server.sample(true, false);
for (let tries = 0; tries < 50 && (afterAll.handles.sockets > baseline.handles.sockets || afterAll.roomSockets > 0); tries += 1) {
  await pause(200);
  afterAll = await server.sample(true, false);
}
clearInterval(minuteTimer);
await closeMinute();
await server.stop();
clearTimeout(deadline);

const result: SoakResult = {
  settings,
  machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart, loadAverageAtEnd: os.loadavg() },
  durationSeconds: (performance.now() - started) / 1000,
  baseline,
  minutes,
  waves,
  afterAll,
  relay: {
    p50Ms: tally.histogram.percentile(50),
    p99Ms: tally.histogram.percentile(99),
    maxMs: tally.histogram.max,
    samples: tally.histogram.count,
    goalP99Ms: RELAY_P99_GOAL_MS.single,
  },
  messages,
  reviews,
};
process.exit(printAndSave(result) ? 0 : 1);

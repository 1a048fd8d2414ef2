import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Handles, ServerSample } from './soak-protocol';

/** Everything one `npm run bench:soak` run measured (also the JSON written to bench/results/). */
export interface SoakResult {
  settings: object;
  machine: { cpus: number; node: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  durationSeconds: number;
  /** The server idle before anyone came (handles to compare the end with). */
  baseline: ServerSample;
  /** One row per minute of the run (the last may be shorter): the server at its start and end. */
  minutes: { minute: number; seconds: number; start: ServerSample; end: ServerSample }[];
  /** After each wave's everyone left, after a full GC. */
  waves: { wave: number; roomSockets: number; rssAfter: number; heapAfter: number; connectSeconds: number }[];
  /** The server once every client of the last wave had left. */
  afterAll: ServerSample;
  relay: { p50Ms: number; p99Ms: number; maxMs: number; samples: number; goalP99Ms: number };
  messages: { sent: number; received: number; lost: number; outOfOrder: number };
  reviews: { subscribers: number; posted: number; listsExpected: number; listsReceived: number };
}

export interface Check {
  name: string;
  measured: string;
  goal: string;
  pass: boolean;
}

/**
 * RSS after the last wave may be at most this fraction above RSS after the first. Less is within
 * too: memory handed back is no leak.
 */
export const RSS_TOLERANCE = 0.1;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const handles = (h: Handles) => `${h.total} (sockets ${h.sockets}, timers ${h.timers})`;

/** The soak's goals: memory flat across waves, nothing left behind, relaying as fast as the load bench asks. */
export function soakChecks(result: SoakResult): Check[] {
  const first = result.waves[0];
  const last = result.waves.at(-1) ?? first;
  const growth = first && last ? (last.rssAfter - first.rssAfter) / first.rssAfter : Number.NaN;
  const { afterAll, baseline, relay, messages, reviews } = result;
  return [
    {
      name: 'RSS after the last wave vs the first',
      measured: first && last ? `${mib(first.rssAfter)} → ${mib(last.rssAfter)} (${(growth * 100).toFixed(1)} %)` : 'no wave finished',
      goal: `at most ${RSS_TOLERANCE * 100} % above`,
      pass: growth <= RSS_TOLERANCE,
    },
    {
      name: 'sockets left after everyone left',
      measured: `${afterAll.handles.sockets} TCP sockets, ${afterAll.roomSockets} room sockets`,
      goal: `${baseline.handles.sockets} (as before anyone came)`,
      pass: afterAll.handles.sockets <= baseline.handles.sockets && afterAll.roomSockets === 0,
    },
    {
      name: 'timers left after everyone left',
      measured: String(afterAll.handles.timers),
      goal: `≤ ${baseline.handles.timers} (as before anyone came)`,
      pass: afterAll.handles.timers <= baseline.handles.timers,
    },
    {
      name: 'relay latency p99',
      measured: `${ms(relay.p99Ms)} (${relay.samples} messages)`,
      goal: `≤ ${relay.goalP99Ms} ms (the load bench's single-node goal)`,
      pass: relay.samples > 0 && relay.p99Ms <= relay.goalP99Ms,
    },
    {
      name: 'relayed messages lost or reordered',
      measured: `${messages.lost} lost, ${messages.outOfOrder} reordered of ${messages.sent}`,
      goal: '0',
      pass: messages.lost === 0 && messages.outOfOrder === 0,
    },
    {
      name: 'review lists pushed to the subscribers',
      measured: `${reviews.listsReceived} of ${reviews.listsExpected}`,
      goal: `all: ${reviews.subscribers} subscribers × (1 on connect + 1 per post; ${reviews.posted} posts)`,
      pass: reviews.listsReceived === reviews.listsExpected,
    },
  ];
}

/** One printed line per minute: the server at the minute's start and end. */
export function minuteLine(row: SoakResult['minutes'][number]): string {
  const { start, end } = row;
  return [
    `  minute ${row.minute} (${row.seconds.toFixed(0)} s):`,
    `RSS ${mib(start.rss)} → ${mib(end.rss)},`,
    `heap ${mib(start.heapUsed)} → ${mib(end.heapUsed)},`,
    `handles ${handles(start.handles)} → ${handles(end.handles)},`,
    `room sockets ${start.roomSockets} → ${end.roomSockets},`,
    `event-loop delay p50 / p99 / max ${ms(end.loop.p50Ms)} / ${ms(end.loop.p99Ms)} / ${ms(end.loop.maxMs)}`,
  ].join(' ');
}

/** Prints the per-wave and goal tables, writes the JSON, and says whether every goal was met. */
export function printAndSave(result: SoakResult): boolean {
  const checks = soakChecks(result);
  const passed = checks.every((c) => c.pass);
  console.log('\n  wave  room sockets left  RSS after (GC)  heap after  connect');
  for (const w of result.waves) {
    console.log(
      `  ${String(w.wave).padStart(4)}  ${String(w.roomSockets).padStart(17)}  ${mib(w.rssAfter).padStart(14)}  ${mib(w.heapAfter).padStart(10)}  ${w.connectSeconds.toFixed(1)} s`,
    );
  }
  const width = Math.max(...checks.map((c) => c.name.length));
  const measuredWidth = Math.max(...checks.map((c) => c.measured.length));
  console.log('');
  for (const c of checks)
    console.log(`  ${c.name.padEnd(width)}  ${c.measured.padEnd(measuredWidth)}  ${c.pass ? 'PASS' : 'MISS'}  (goal ${c.goal})`);
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\n  relay latency p50 / p99 / max: ${ms(result.relay.p50Ms)} / ${ms(result.relay.p99Ms)} / ${ms(result.relay.maxMs)}`);
  console.log(
    `  load average (1, 5, 15 min) start: ${load(result.machine.loadAverageAtStart)}, end: ${load(result.machine.loadAverageAtEnd)} (${result.machine.cpus} CPUs)`,
  );
  console.log(`  duration ${result.durationSeconds.toFixed(0)} s; result: ${passed ? 'PASS' : 'MISS'}`);

  const dir = path.resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...result, checks, passed }, null, 2)}\n`);
  console.log(`  written to ${path.relative(process.cwd(), file)}\n`);
  return passed;
}

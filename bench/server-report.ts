import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GcPauses } from './server-load-protocol';

/** Everything one `npm run bench:server` run measured (also the JSON written to bench/results/). */
export interface BenchResult {
  scenario: string;
  settings: object;
  target: { p99Ms: number; lost: number };
  machine: { cpus: number; node: string; loadAverageAtStart: number; loadAverageAtEnd: number };
  connectSeconds: number;
  connectionsHeld: { clientsOpen: number; serverSockets: number; serverRooms: number; expected: number };
  messagesPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number; mean: number; samples: number };
  worstLatencyPerSecondMs: number[];
  serverEventLoopDelayMs: { p50Ms: number; p99Ms: number; maxMs: number };
  clientEventLoopDelayMs: { p50Ms: number; p99Ms: number; maxMs: number };
  gcPauses: { server: GcPauses; clients: GcPauses };
  serverCpuPercent: number;
  clientCpuPercent: number;
  /** Clustered only: CPU of redis-server in the measured window (it shares the cores with the rest). */
  redisCpuPercent?: number;
  memoryPerConnectionBytes: { rss: number; heap: number };
  /** Clustered only: Redis commands processed per relayed message in the measured window. */
  redisCommandsPerRelayed?: number;
  messages: { sent: number; received: number; lost: number; outOfOrder: number };
  serverWarnings: Record<string, number>;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;

/** Prints the table, writes the JSON, and says whether the target was met. */
function passedTarget(result: BenchResult): boolean {
  const { connectionsHeld: held, latencyMs: latency, messages } = result;
  const allHeld = held.clientsOpen === held.expected && held.serverSockets === held.expected;
  return allHeld && latency.p99 <= result.target.p99Ms && messages.lost <= result.target.lost && messages.outOfOrder === 0;
}

export function printAndSave(result: BenchResult): boolean {
  const { connectionsHeld: held, latencyMs: latency, messages } = result;
  const passed = passedTarget(result);
  const rows: [string, string][] = [
    ['scenario', result.scenario],
    ['rooms × 2 clients', `${held.expected / 2} × 2`],
    ['connections held (clients / server)', `${held.clientsOpen} / ${held.serverSockets} of ${held.expected}`],
    ['connect time', `${result.connectSeconds.toFixed(1)} s`],
    ['relayed messages per second', result.messagesPerSecond.toFixed(0)],
    ['relay latency p50', ms(latency.p50)],
    ['relay latency p99', `${ms(latency.p99)} (target ≤ ${result.target.p99Ms} ms)`],
    ['relay latency max', ms(latency.max)],
    ['latency samples', String(latency.samples)],
    ['worst latency per second (ms)', result.worstLatencyPerSecondMs.join(' ')],
    ['lost messages', `${messages.lost} of ${messages.sent} (out of order: ${messages.outOfOrder})`],
    ...(result.redisCommandsPerRelayed === undefined
      ? []
      : [['Redis commands per relayed message', result.redisCommandsPerRelayed.toFixed(3)] as [string, string]]),
    ['server memory per connection (RSS / heap)', `${kib(result.memoryPerConnectionBytes.rss)} / ${kib(result.memoryPerConnectionBytes.heap)}`],
    ['event loop delay p99 server / clients', `${ms(result.serverEventLoopDelayMs.p99Ms)} / ${ms(result.clientEventLoopDelayMs.p99Ms)}`],
    [
      'GC pauses server / clients (count, total, max)',
      [result.gcPauses.server, result.gcPauses.clients].map((g) => `${g.count}, ${ms(g.totalMs)}, ${ms(g.maxMs)}`).join(' / '),
    ],
    ['CPU server / clients', `${result.serverCpuPercent.toFixed(0)} % / ${result.clientCpuPercent.toFixed(0)} %`],
    ...(result.redisCpuPercent === undefined ? [] : [['CPU redis-server', `${result.redisCpuPercent.toFixed(0)} %`] as [string, string]]),
    [
      'load average start → end',
      `${result.machine.loadAverageAtStart.toFixed(2)} → ${result.machine.loadAverageAtEnd.toFixed(2)} (${result.machine.cpus} CPUs)`,
    ],
    ['server warnings', JSON.stringify(result.serverWarnings)],
    ['result', passed ? 'PASS' : 'FAIL'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n`);

  const dir = path.resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  const kind = result.redisCommandsPerRelayed === undefined ? 'single' : 'cluster';
  const file = path.join(dir, `server-load-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...result, passed }, null, 2)}\n`);
  console.log(`  written to ${path.relative(process.cwd(), file)}\n`);
  return passed;
}

/** The scenarios of one run in columns, so the clustered cost reads beside the single node. */
export function printSideBySide(results: BenchResult[]): void {
  const rows: [string, (r: BenchResult) => string][] = [
    ['held sockets (clients / server)', (r) => `${r.connectionsHeld.clientsOpen} / ${r.connectionsHeld.serverSockets}`],
    ['relayed messages per second', (r) => r.messagesPerSecond.toFixed(0)],
    ['relay latency p50', (r) => ms(r.latencyMs.p50)],
    ['relay latency p99 (target)', (r) => `${ms(r.latencyMs.p99)} (≤ ${r.target.p99Ms})`],
    ['relay latency max', (r) => ms(r.latencyMs.max)],
    ['lost messages', (r) => `${r.messages.lost} of ${r.messages.sent}`],
    ['Redis commands per relayed message', (r) => (r.redisCommandsPerRelayed === undefined ? '-' : r.redisCommandsPerRelayed.toFixed(3))],
    [
      'CPU servers / clients / Redis',
      (r) =>
        `${r.serverCpuPercent.toFixed(0)} % / ${r.clientCpuPercent.toFixed(0)} % / ${r.redisCpuPercent === undefined ? '-' : `${r.redisCpuPercent.toFixed(0)} %`}`,
    ],
    ['load average start → end', (r) => `${r.machine.loadAverageAtStart.toFixed(2)} → ${r.machine.loadAverageAtEnd.toFixed(2)}`],
    ['result', (r) => (passedTarget(r) ? 'PASS' : 'FAIL')],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const columns = results.map((r) => [r.scenario, ...rows.map(([, value]) => value(r))]);
  const columnWidth = columns.map((column) => Math.max(...column.map((cell) => cell.length)));
  const line = (label: string, cells: string[]) => `  ${label.padEnd(width)}  ${cells.map((cell, i) => cell.padEnd(columnWidth[i]!)).join('   ')}`;
  console.log(
    line(
      '',
      columns.map((column) => column[0]!),
    ),
  );
  rows.forEach(([label], row) => {
    console.log(
      line(
        label,
        columns.map((column) => column[row + 1]!),
      ),
    );
  });
  console.log('');
}

import { cpus, loadavg } from 'node:os';
import type { Check, IssueCheck, Results } from './goals';
import { type AllResults, type LetterCheck, MAX_LOAD } from './goalsAtoF';
import { tradeoffSummary } from './tradeoff';

/** A markdown-style table, columns padded to their widest cell. */
function table(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const range = ([low, high]: [number, number], digits = 1) => `${low.toFixed(digits)}–${high.toFixed(digits)}`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** Prints every measured row (medians of three, spreads beside) and the goals as PASS/MISS. */
export function printReport(
  { rows, startLatency, firstPaint, homeJsBytes, embedJsBytes }: Results,
  checks: Check[],
  issueChecks: IssueCheck[],
): void {
  if (rows.length > 0) {
    table(
      [
        'renderer',
        'cpu',
        'speed',
        'median ms',
        'p95 ms',
        'fps',
        'fps range',
        'main ms/frame',
        'main p95',
        'main range',
        'GPU ms/frame',
        '÷ clear',
        '÷ DOM',
        '>50ms',
        'long tasks',
        'longest ms',
        'longest range',
        'reload longest ms',
        'ops/s',
        'ops/s range',
        'load',
      ],
      rows.map((r) => [
        r.renderer,
        `${r.cpu}x`,
        r.speed,
        r.medianMs.toFixed(1),
        r.p95Ms.toFixed(1),
        r.fps.toFixed(1),
        range(r.fpsSpread),
        r.mainThreadMsMedian.toFixed(1),
        r.mainThreadMsP95.toFixed(1),
        range(r.mainThreadMsMedianSpread),
        r.gpuMsMedian.toFixed(1),
        r.fpsToClear === undefined ? '–' : r.fpsToClear.toFixed(2),
        r.fpsToDom === undefined ? '–' : r.fpsToDom.toFixed(2),
        String(r.over50),
        String(r.longTasks),
        r.longestTaskMs.toFixed(0),
        range(r.longestTaskMsSpread, 0),
        r.restarts > 0 ? r.longestReloadTaskMs.toFixed(0) : '–',
        count(r.opsPerSecond),
        `${count(r.opsPerSecondSpread[0])}–${count(r.opsPerSecondSpread[1])}`,
        `${r.load.toFixed(1)} (≤ ${r.loadMax.toFixed(1)})`,
      ]),
    );
  }
  if (startLatency.length > 0) {
    table(
      ['sort (start latency)', 'cpu', 'bars', 'Play → first changed frame ms', 'range', 'load'],
      startLatency.map((r) => [r.algorithm, `${r.cpu}x`, String(r.bars), r.ms.toFixed(0), range(r.msSpread, 0), r.load.toFixed(1)]),
    );
  }
  if (firstPaint.length > 0) {
    table(
      ['route (first paint, cold cache)', 'cpu', 'FCP ms (open tab)', 'range', 'tab opened with it', 'range', 'load'],
      firstPaint.map((r) => [
        r.route,
        `${r.cpu}x`,
        r.fcpMs.toFixed(0),
        range(r.fcpMsSpread, 0),
        r.fcpNewTabMs.toFixed(0),
        range(r.fcpNewTabMsSpread, 0),
        r.load.toFixed(1),
      ]),
    );
  }
  if (homeJsBytes !== null) console.log(`\nhome route initial JS: ${(homeJsBytes / 1000).toFixed(1)} kB gzipped`);
  if (embedJsBytes !== null) console.log(`embed player initial JS: ${(embedJsBytes / 1000).toFixed(1)} kB gzipped`);

  const loads = [...rows, ...startLatency, ...firstPaint].map((r) => r.load);
  const [one, five, fifteen] = loadavg() as [number, number, number];
  const during = loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} over the rows` : 'no rows';
  console.log(
    `\nIssue 14's absolute-fps goals, information now (1000 bars, 4× throttle; medians of three runs; share of webgl-clear's fps beside). Load average: ${during}; now ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${cpus().length} cores (other work lowers frame rates).`,
  );
  for (const c of checks) console.log(`  ${c.status.padEnd(12)} goal ${c.goal}: ${c.target}: ${c.measured}`);
  console.log('Targets of other issues:');
  for (const c of issueChecks) console.log(`  ${c.status.padEnd(12)} issue ${c.issue}: ${c.target}: ${c.measured}`);
  const tradeoff = tradeoffSummary({ rows });
  if (tradeoff) console.log(`\n${tradeoff}`);
}

/** Goals A–F (goalsAtoF.ts) as PASS/MISS, with the idle and heap rows they read and the load. */
export function printLetterGoals({ rows, idle, heap, startLatency, firstPaint }: AllResults, checks: LetterCheck[]): void {
  if (idle.length > 0) {
    table(
      ['page (idle)', 'cpu', 'state', 's', 'frames requested', 'main busy %', 'range', 'load'],
      idle.map((r) => [
        r.page,
        `${r.cpu}x`,
        r.state,
        String(r.seconds),
        String(r.framesRequested),
        r.busyPercent.toFixed(2),
        range(r.busyPercentSpread, 2),
        `${r.load.toFixed(1)} (≤ ${r.loadMax.toFixed(1)})`,
      ]),
    );
  }
  if (heap.length > 0) {
    table(
      ['page (heap)', 'runs', 'MB after 5th', 'MB after last', 'load'],
      heap.map((r) => [
        `${r.page} (${r.what})`,
        String(r.runs),
        (r.afterFifthBytes / 1e6).toFixed(2),
        (r.afterLastBytes / 1e6).toFixed(2),
        `${r.load.toFixed(1)} (≤ ${r.loadMax.toFixed(1)})`,
      ]),
    );
  }
  const loads = [
    ...rows.map((r) => r.loadMax),
    ...idle.map((r) => r.loadMax),
    ...heap.map((r) => r.loadMax),
    ...startLatency.map((r) => r.load),
    ...firstPaint.map((r) => r.load),
  ];
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const during = loads.length ? `highest ${Math.max(...loads).toFixed(1)} over the rows` : 'no rows';
  console.log(
    `\nGoals A–F (issue 54; medians of three runs). Load average: ${during}; now ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${cpus().length} cores; a row above ${MAX_LOAD} gets no verdict.`,
  );
  for (const c of checks) console.log(`  ${c.status.padEnd(12)} ${c.goal}: ${c.target}: ${c.measured}`);
  const unjudged = checks.filter((c) => c.status === 'no verdict').length;
  if (unjudged > 0)
    console.log(`  ${unjudged} check(s) without a verdict: the machine was busy (load average above ${MAX_LOAD}); run again on a quiet machine.`);
}

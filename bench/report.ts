import type { Measurement } from './measure';

export interface Row extends Measurement {
  renderer: string;
  cpu: number;
  speed: string;
  /** 1-minute load average of the machine when the row was measured. */
  load: number;
}

export interface Check {
  target: string;
  measured: string;
  pass: boolean;
}

const find = (rows: Row[], renderer: string, cpu: number, speed: string) =>
  rows.find((r) => r.renderer === renderer && r.cpu === cpu && r.speed === speed);

/** The targets, at 1000 bars and the stress rate. */
export function verdicts(rows: Row[], stress: string): Check[] {
  const pixi1 = find(rows, 'pixi', 1, stress);
  const pixi4 = find(rows, 'pixi', 4, stress);
  const dom4 = find(rows, 'dom', 4, stress);
  if (!pixi1 || !pixi4 || !dom4) return [];
  // Chrome reports frame times in 0.1 ms steps: a 60 Hz frame (16.67 ms) reads as 16.7.
  const ms = (value: number) => Number(value.toFixed(1));
  const longest = Math.max(...rows.filter((r) => r.renderer === 'pixi').map((r) => r.longestTaskMs));
  return [
    { target: 'median frame ≤ 16.7 ms at 1×', measured: `${pixi1.medianMs.toFixed(1)} ms`, pass: ms(pixi1.medianMs) <= 16.7 },
    { target: 'median ≥ 50 fps at 4×', measured: `${(1000 / pixi4.medianMs).toFixed(1)} fps`, pass: 1000 / pixi4.medianMs >= 50 },
    { target: 'p95 ≤ 34 ms at 4×', measured: `${pixi4.p95Ms.toFixed(1)} ms`, pass: ms(pixi4.p95Ms) <= 34 },
    { target: 'no long task > 50 ms during playback (all pixi runs)', measured: `longest ${longest.toFixed(0)} ms`, pass: longest <= 50 },
    { target: 'at 4×, ≥ 5× the DOM baseline fps', measured: `${(pixi4.fps / Math.max(dom4.fps, 0.001)).toFixed(1)}× (${pixi4.fps.toFixed(1)} vs ${dom4.fps.toFixed(1)} fps)`, pass: pixi4.fps >= 5 * dom4.fps },
  ];
}

export function printTable(rows: Row[], checks: Check[]): void {
  const header = ['renderer', 'cpu', 'speed', 'median ms', 'p95 ms', 'fps', '>50ms', 'long tasks', 'longest ms', 'ops/s', 'load'];
  const lines = rows.map((r) => [
    r.renderer,
    `${r.cpu}x`,
    r.speed,
    r.medianMs.toFixed(1),
    r.p95Ms.toFixed(1),
    r.fps.toFixed(1),
    String(r.over50),
    String(r.longTasks),
    r.longestTaskMs.toFixed(0),
    Math.round(r.opsPerSecond).toLocaleString('en-US'),
    r.load.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log('\nTargets (1000 bars, stress rate):');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'MISS'}  ${c.target}: ${c.measured}`);
}

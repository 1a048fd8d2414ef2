import { describe, expect, it } from 'vitest';
import type { FrameRow } from './frameRows';
import { familyRenderers } from './goals';
import { type AllResults, checkLetterGoals, type GoalLetter, type LetterCheck, MAX_LOAD, verdict } from './goalsAtoF';
import type { HeapRow } from './heapBench';
import type { IdleRow } from './idleBench';
import { fixtureRow as row } from './rowFixture';
import { FASTEST, speeds } from './speeds';

const fastest = FASTEST[0];
const slider = speeds[2]![0];
const stress = speeds[4]![0];

/** A full run's frame rows, every goal met: the sort page at 1.5× the DOM baseline's fps and 30× its ops. */
function rowsWith(...changed: FrameRow[]): FrameRow[] {
  const all = speeds.flatMap(([speed]) => [
    row('pixi', speed, { fps: 45, opsPerSecond: 300_000 }),
    row('dom', speed, { fps: 30, opsPerSecond: 10_000 }),
  ]);
  all.push(
    row('race', slider, {}),
    ...familyRenderers.map((r) => row(r, fastest, {})),
    row('webgl-clear', 'clear only', { mainThreadMsMedian: 0.5 }),
  );
  for (const c of changed) {
    const at = all.findIndex((r) => r.renderer === c.renderer && r.speed === c.speed && r.cpu === c.cpu);
    if (at < 0) all.push(c);
    else all.splice(at, 1, c);
  }
  return all;
}

const idle = (changes: Partial<IdleRow> = {}): IdleRow => ({
  page: 'pixi',
  state: 'after a run ended',
  seconds: 10,
  cpu: 4,
  load: 1,
  loadMax: 1,
  framesRequested: 0,
  busyPercent: 0.05,
  framesRequestedSpread: [0, 0],
  busyPercentSpread: [0.05, 0.05],
  ...changes,
});
const heap = (changes: Partial<HeapRow> = {}): HeapRow => ({
  page: 'pixi',
  what: 'replays of a 1000-bar sort',
  runs: 50,
  afterFifthBytes: 8_710_000,
  afterLastBytes: 9_130_000,
  load: 1,
  loadMax: 1,
  ...changes,
});
const results = (rows: FrameRow[], more: Partial<AllResults> = {}): AllResults => ({
  rows,
  startLatency: [],
  firstPaint: [],
  homeJsBytes: 140_000,
  embedJsBytes: null,
  idle: [idle()],
  heap: [heap()],
  ...more,
});
const goal = (checks: LetterCheck[], letter: GoalLetter) => checks.filter((c) => c.goal === letter);

describe('goals A–F', () => {
  it('passes every goal of a run that meets them, each check under its letter', () => {
    const checks = checkLetterGoals(results(rowsWith()));
    for (const letter of ['A', 'B', 'C', 'D', 'E'] as const) {
      expect(goal(checks, letter).length).toBeGreaterThan(0);
      expect(goal(checks, letter).every((c) => c.status === 'PASS')).toBe(true);
    }
  });

  it('judges A on every product row at 4×, naming a row whose median or p95 is over, and never a reference row', () => {
    const checks = goal(
      checkLetterGoals(
        results(
          rowsWith(
            row('scheduler', fastest, { mainThreadMsMedian: 8.4 }),
            row('pixi', stress, { fps: 45, opsPerSecond: 300_000, mainThreadMsP95: 17 }),
          ),
        ),
      ),
      'A',
    );
    const missed = checks.filter((c) => c.status === 'MISS').map((c) => c.target);
    expect(missed).toHaveLength(2);
    expect(missed[0]).toContain(`pixi 4×, ${stress}`);
    expect(missed[1]).toContain(`scheduler 4×, ${fastest}`);
    expect(checks.find((c) => c.target.includes('scheduler'))?.measured).toBe('median 8.4 ms, p95 8.0 ms');
    expect(checks.some((c) => /frame, (dom|webgl-clear) /.test(c.target))).toBe(false);
    const at1 = { ...row('equation-dom', fastest, { mainThreadMsMedian: 30 }), cpu: 1 };
    expect(goal(checkLetterGoals(results(rowsWith(at1))), 'A').every((c) => c.status === 'PASS')).toBe(true);
  });

  it('counts a long task at a family row’s reload against B, at 1× too', () => {
    const at1 = { ...row('equation-dom', fastest, { restarts: 9, longestReloadTaskMs: 61 }), cpu: 1 };
    const [check] = goal(checkLetterGoals(results(rowsWith(at1))), 'B');
    expect(check?.status).toBe('MISS');
    expect(check?.measured).toContain(`longest 61 ms (equation-dom 1×, ${fastest})`);
    // The DOM baseline's own long tasks are not the product's.
    expect(goal(checkLetterGoals(results(rowsWith(row('dom', fastest, { fps: 30, opsPerSecond: 10_000, longestTaskMs: 90 })))), 'B')[0]?.status).toBe(
      'PASS',
    );
  });

  it('misses C at a fast pace below 1.2× the DOM baseline, or Fastest under 20× its ops', () => {
    const slow = goal(checkLetterGoals(results(rowsWith(row('pixi', slider, { fps: 35 })))), 'C');
    expect(slow.find((c) => c.target.includes(slider))).toMatchObject({ status: 'MISS', measured: '35.0 vs DOM 30.0 fps: 1.17×' });
    const few = goal(checkLetterGoals(results(rowsWith(row('pixi', fastest, { fps: 45, opsPerSecond: 190_000 })))), 'C');
    expect(few.find((c) => c.target.includes('operations'))).toMatchObject({ status: 'MISS', measured: '190,000 vs 10,000 ops/s: 19.0×' });
  });

  it('misses D for one requested frame or 1 % busy, and E for growth past 10 %', () => {
    const d = goal(
      checkLetterGoals(results(rowsWith(), { idle: [idle({ framesRequested: 1 }), idle({ state: 'in a hidden tab', busyPercent: 1 })] })),
      'D',
    );
    expect(d.map((c) => c.status)).toEqual(['MISS', 'MISS']);
    const e = goal(checkLetterGoals(results(rowsWith(), { heap: [heap({ afterFifthBytes: 8_000_000, afterLastBytes: 8_920_000 })] })), 'E');
    expect(e[0]).toMatchObject({ status: 'MISS', measured: '8.00 MB after the 5th, 8.92 MB after the 50th: +11.5 %' });
  });

  it('judges F from the start latency, first paint and home JS goals, and reads an unmeasured figure as such', () => {
    const f = goal(checkLetterGoals(results(rowsWith(), { homeJsBytes: 151_000 })), 'F');
    expect(f.find((c) => c.target.includes('home route initial JS'))?.status).toBe('MISS');
    expect(f.find((c) => c.target.includes('start latency'))?.status).toBe('not measured');
  });

  it('says not measured, never PASS, for goals whose rows were not run', () => {
    const checks = checkLetterGoals({ rows: [], startLatency: [], firstPaint: [], homeJsBytes: null, embedJsBytes: null, idle: [], heap: [] });
    expect(checks.every((c) => c.status === 'not measured')).toBe(true);
    expect(new Set(checks.map((c) => c.goal))).toEqual(new Set(['A', 'B', 'C', 'D', 'E', 'F']));
  });

  it('gives no verdict, and says why, on a row measured above the load limit, whichever way it went', () => {
    const busy = row('scheduler', fastest, { mainThreadMsMedian: 20 }, MAX_LOAD + 0.1);
    const check = goal(checkLetterGoals(results(rowsWith(busy))), 'A').find((c) => c.target.includes('scheduler'));
    expect(check).toMatchObject({ status: 'no verdict', measured: 'median 20.0 ms, p95 8.0 ms (load 3.6 > 3.5: no verdict)' });
    expect(verdict(true, [1, MAX_LOAD], 'x').status).toBe('PASS');
    expect(verdict(true, [4.2], 'x').status).toBe('no verdict');
    expect(goal(checkLetterGoals(results(rowsWith(), { idle: [idle({ loadMax: 5 })] })), 'D')[0]?.status).toBe('no verdict');
  });
});

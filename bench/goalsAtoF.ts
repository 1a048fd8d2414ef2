/**
 * Issue 54's goals A–F, checked on the rows' medians. What a slow phone pays is the main thread's
 * work per frame, and what holds from machine to machine are ratios taken in one run, so those
 * are the goals; issue 14's absolute frame rates (goals.ts) stay in the report as information.
 * A goal whose rows were not run reads 'not measured'; one whose rows were measured while the
 * machine's load average was above MAX_LOAD reads 'no verdict': a busy machine decides nothing.
 */
import type { FrameRow } from './frameRows';
import { type Check, checkGoals, type Results } from './goals';
import type { HeapRow } from './heapBench';
import type { IdleRow } from './idleBench';
import { DOM_RENDERER } from './ratios';
import { speeds } from './speeds';

export type GoalLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
export type Verdict = 'PASS' | 'MISS' | 'not measured' | 'no verdict';

export interface LetterCheck {
  goal: GoalLetter;
  target: string;
  measured: string;
  status: Verdict;
}

export interface AllResults extends Results {
  idle: IdleRow[];
  heap: HeapRow[];
}

/** Above this 1-minute load average over a row (on two cores), its goals get no verdict. */
export const MAX_LOAD = 3.5;
/** Goal A: half a 60 Hz frame at the median, a whole one at p95. */
export const MAIN_MEDIAN_MS = 8;
export const MAIN_P95_MS = 16;
export const LONG_TASK_MS = 50;
/** Goal C: the fast sort paces' frame rate against the DOM baseline's, and Fastest's operations. */
export const FPS_TO_DOM = 1.2;
export const OPS_TO_DOM = 20;
/** Goal D: the share of an idle page's time its main thread may be busy. */
export const IDLE_BUSY_PERCENT = 1;
/** Goal E: heap growth from the fifth run to the last. */
export const HEAP_GROWTH_PERCENT = 10;

/**
 * Rows that measure something other than the product: the DOM baseline, the machine's WebGL
 * ceilings, the board alone and the Fastest trade-off curve. Goals A and B judge every other row.
 */
export const isReference = (renderer: string): boolean =>
  renderer === DOM_RENDERER || renderer.startsWith('webgl-') || renderer.startsWith('board-repaint-') || renderer === 'pixi-tradeoff';

/** The sort paces goal C reads: the fastest slider setting, Fastest and stress. */
export const fastPaces = speeds.filter(([, pace]) => pace.delay <= 1).map(([label]) => label);
const fastestLabel = speeds.find(([, pace]) => pace.fastest)?.[0] ?? '';

const where = (r: FrameRow) => `${r.renderer} ${r.cpu}×, ${r.speed}`;
const longest = (r: FrameRow) => Math.max(r.longestTaskMs, r.longestReloadTaskMs);
const longestRun = (r: FrameRow) => Math.max(r.longestTaskMsSpread[1], r.longestReloadTaskMsSpread[1]);

/**
 * PASS or MISS, unless a row it rests on was measured above MAX_LOAD: then 'no verdict', and the
 * figure says which load. Exported for the idle and heap rows' tests.
 */
export function verdict(pass: boolean, loads: number[], measured: string): Pick<LetterCheck, 'status' | 'measured'> {
  const load = Math.max(0, ...loads);
  if (load > MAX_LOAD) return { status: 'no verdict', measured: `${measured} (load ${load.toFixed(1)} > ${MAX_LOAD}: no verdict)` };
  return { status: pass ? 'PASS' : 'MISS', measured };
}

const unmeasured = (goal: GoalLetter, target: string): LetterCheck => ({ goal, target, measured: '–', status: 'not measured' });

/** Goal A: every product row at 4×, one check each (the table says which rows miss). */
function checkMainThread(rows: FrameRow[]): LetterCheck[] {
  const judged = rows.filter((r) => r.cpu === 4 && !isReference(r.renderer));
  if (judged.length === 0) return [unmeasured('A', `main thread per frame at 4×: median ≤ ${MAIN_MEDIAN_MS} ms, p95 ≤ ${MAIN_P95_MS} ms, every row`)];
  return judged.map((r) => {
    const target = `main thread per frame, ${where(r)}: median ≤ ${MAIN_MEDIAN_MS} ms, p95 ≤ ${MAIN_P95_MS} ms`;
    const measured = `median ${r.mainThreadMsMedian.toFixed(1)} ms, p95 ${r.mainThreadMsP95.toFixed(1)} ms`;
    return { goal: 'A', target, ...verdict(r.mainThreadMsMedian <= MAIN_MEDIAN_MS && r.mainThreadMsP95 <= MAIN_P95_MS, [r.loadMax], measured) };
  });
}

/** Goal B: the longest task of every product row, at both throttles, runs' ends and reloads included. */
function checkLongTasks(rows: FrameRow[]): LetterCheck {
  const target = `no task > ${LONG_TASK_MS} ms in any row (1× and 4×), runs' ends and reloads included`;
  const judged = rows.filter((r) => !isReference(r.renderer));
  if (judged.length === 0) return unmeasured('B', target);
  const worst = judged.reduce((a, b) => (longest(b) > longest(a) ? b : a));
  // The worst single run may be in another row than the worst median: each names its own.
  const worstRun = judged.reduce((a, b) => (longestRun(b) > longestRun(a) ? b : a));
  const name = (r: FrameRow, ms: number) => `${ms.toFixed(0)} ms${ms > 0 ? ` (${where(r)})` : ''}`;
  const measured = `longest ${name(worst, longest(worst))}; worst single run ${name(worstRun, longestRun(worstRun))}`;
  return {
    goal: 'B',
    target,
    ...verdict(
      longest(worst) <= LONG_TASK_MS,
      judged.map((r) => r.loadMax),
      measured,
    ),
  };
}

/** Goal C: the sort page against the DOM baseline in the same run, at each fast pace, at 4×. */
function checkAgainstDom(rows: FrameRow[]): LetterCheck[] {
  const at4 = (renderer: string, speed: string) => rows.find((r) => r.renderer === renderer && r.cpu === 4 && r.speed === speed);
  const checks: LetterCheck[] = fastPaces.map((speed) => {
    const target = `sort page at 4×, ${speed}: fps ≥ ${FPS_TO_DOM}× the DOM baseline's`;
    const pixi = at4('pixi', speed);
    const dom = at4(DOM_RENDERER, speed);
    if (!pixi || !dom) return unmeasured('C', target);
    const ratio = pixi.fps / Math.max(dom.fps, 1e-9);
    return {
      goal: 'C',
      target,
      ...verdict(ratio >= FPS_TO_DOM, [pixi.loadMax, dom.loadMax], `${pixi.fps.toFixed(1)} vs DOM ${dom.fps.toFixed(1)} fps: ${ratio.toFixed(2)}×`),
    };
  });
  const target = `sort page at 4×, Fastest: ≥ ${OPS_TO_DOM}× the DOM baseline's operations a second`;
  const pixi = at4('pixi', fastestLabel);
  const dom = at4(DOM_RENDERER, fastestLabel);
  if (!pixi || !dom) checks.push(unmeasured('C', target));
  else {
    const ratio = pixi.opsPerSecond / Math.max(dom.opsPerSecond, 1e-9);
    const count = (n: number) => Math.round(n).toLocaleString('en-US');
    checks.push({
      goal: 'C',
      target,
      ...verdict(
        ratio >= OPS_TO_DOM,
        [pixi.loadMax, dom.loadMax],
        `${count(pixi.opsPerSecond)} vs ${count(dom.opsPerSecond)} ops/s: ${ratio.toFixed(1)}×`,
      ),
    });
  }
  return checks;
}

/** Goal D: each idle row (a page, a state) requests no frame and keeps its main thread under 1 % busy. */
function checkIdle(idle: IdleRow[]): LetterCheck[] {
  if (idle.length === 0) return [unmeasured('D', `idle: no animation frame requested, main thread < ${IDLE_BUSY_PERCENT} % busy`)];
  return idle.map((r) => {
    const target = `idle ${r.page}, ${r.state}, ${r.seconds} s: no animation frame requested, main thread < ${IDLE_BUSY_PERCENT} % busy`;
    const measured = `${r.framesRequested} frames requested, busy ${r.busyPercent.toFixed(2)} %`;
    return { goal: 'D', target, ...verdict(r.framesRequested === 0 && r.busyPercent < IDLE_BUSY_PERCENT, [r.loadMax], measured) };
  });
}

/** Goal E: the heap after the last run within 10 % of its size after the fifth. */
function checkHeap(heap: HeapRow[]): LetterCheck[] {
  if (heap.length === 0) return [unmeasured('E', `no leak: JS heap after forced GC within ${HEAP_GROWTH_PERCENT} % of its size after the 5th run`)];
  return heap.map((r) => {
    const target = `no leak, ${r.page}: JS heap after ${r.runs} ${r.what} (forced GC) within ${HEAP_GROWTH_PERCENT} % of its size after the 5th`;
    const growth = heapGrowthPercent(r);
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
    const measured = `${mb(r.afterFifthBytes)} after the 5th, ${mb(r.afterLastBytes)} after the ${r.runs}th: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`;
    return { goal: 'E', target, ...verdict(growth <= HEAP_GROWTH_PERCENT, [r.loadMax], measured) };
  });
}

export const heapGrowthPercent = (r: Pick<HeapRow, 'afterFifthBytes' | 'afterLastBytes'>): number =>
  ((r.afterLastBytes - r.afterFifthBytes) / Math.max(r.afterFifthBytes, 1)) * 100;

/**
 * Goal F: issue 14's goals 4 and 5 as goals.ts checks them (start latency, first paint, home
 * JS), under this letter; a figure measured in a browser is judged only at a quiet load.
 */
function checkExisting(results: Results): LetterCheck[] {
  const loadOf = (c: Check) =>
    c.goal === 4 ? results.startLatency.map((r) => r.load) : c.target.includes('paint') ? results.firstPaint.map((r) => r.load) : [];
  return checkGoals(results)
    .filter((c) => c.goal === 4 || c.goal === 5)
    .map((c) => ({
      goal: 'F',
      target: c.target,
      ...(c.status === 'not measured' ? { status: c.status, measured: c.measured } : verdict(c.status === 'PASS', loadOf(c), c.measured)),
    }));
}

export function checkLetterGoals(results: AllResults): LetterCheck[] {
  return [
    ...checkMainThread(results.rows),
    checkLongTasks(results.rows),
    ...checkAgainstDom(results.rows),
    ...checkIdle(results.idle),
    ...checkHeap(results.heap),
    ...checkExisting(results),
  ];
}

/**
 * Issue 14's goals that set absolute frame rates (1, 3 and 6): information now, printed with each
 * row's share of the same run's `webgl-clear` fps beside it (what this machine's GPU allowed).
 */
export function formerFpsGoals(results: Results): Check[] {
  const clearShare = (c: Check) => {
    const renderer = c.goal === 6 ? c.target.split(' ')[0] : 'pixi';
    const speed = c.goal === 6 || c.goal === 3 ? fastestLabel : speeds.find(([label]) => c.target.includes(label))?.[0];
    const row = results.rows.find((r) => r.renderer === renderer && r.cpu === 4 && r.speed === speed);
    return row?.fpsToClear === undefined ? '' : `; ${(row.fpsToClear * 100).toFixed(0)} % of webgl-clear`;
  };
  return checkGoals(results)
    .filter((c) => c.goal === 1 || c.goal === 3 || c.goal === 6)
    .map((c) => ({ ...c, measured: `${c.measured}${clearShare(c)}` }));
}

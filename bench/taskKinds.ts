/**
 * The page's main-thread tasks by what they ran. A family row at Fastest is runs of a few frames
 * and their reloads, so its frame rate is decided by how the thread divides between frames and
 * the work between them (React's renders, the worker's answers, timers): time taken off a frame
 * goes to more reloads (bench/README.md, twenty-first round). `npm run bench:trace` prints this
 * beside the per-frame costs.
 */

import { median } from './median';

/** A complete slice of one thread, as traceSummary.ts builds them (depth 0: a task). */
export interface TimedSlice {
  name: string;
  start: number;
  end: number;
  depth: number;
}

export type TaskKind = 'frame' | 'worker message' | 'timer' | 'other script' | 'other';

export interface TaskKindCost {
  kind: TaskKind;
  count: number;
  totalMs: number;
  medianMs: number;
  longestMs: number;
}

/** The scheduler's task events; what runs inside one is a task's work. */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
/**
 * Steps only a rendering update runs (a script's forced style or layout never paints), and the
 * page's animation-frame callbacks, which run in it.
 */
const FRAME_STEPS = new Set(['FireAnimationFrame', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

/**
 * What one task ran, from the names inside it. 'other script' is a task that called into script
 * for anything else: in the family rows those are React's scheduler tasks (a MessageChannel's,
 * whose function names a production build shortens), the rest being input events.
 */
export function kindOf(inside: ReadonlySet<string>): TaskKind {
  for (const step of FRAME_STEPS) if (inside.has(step)) return 'frame';
  if (inside.has('HandlePostMessage')) return 'worker message';
  if (inside.has('TimerFire')) return 'timer';
  if (inside.has('FunctionCall') || inside.has('v8.callFunction') || inside.has('EventDispatch')) return 'other script';
  return 'other';
}

/**
 * The tasks of one thread's slices (parents first, as slicesOf sorts them) that start within
 * [from, to), grouped by kind, the costliest kind first. Times are the trace's microseconds in,
 * milliseconds out.
 */
export function tasksByKind(slices: readonly TimedSlice[], from: number, to: number): TaskKindCost[] {
  const durations = new Map<TaskKind, number[]>();
  for (let i = 0; i < slices.length; i++) {
    const task = slices[i]!;
    if (task.depth !== 0 || !TASK_NAMES.has(task.name) || task.start < from || task.start >= to) continue;
    const inside = new Set<string>();
    for (let j = i + 1; j < slices.length && slices[j]!.depth > 0; j++) inside.add(slices[j]!.name);
    const kind = kindOf(inside);
    if (!durations.has(kind)) durations.set(kind, []);
    durations.get(kind)?.push((task.end - task.start) / 1000);
  }
  return [...durations]
    .map(([kind, ms]) => ({ kind, count: ms.length, totalMs: ms.reduce((a, b) => a + b, 0), medianMs: median(ms), longestMs: Math.max(...ms) }))
    .sort((a, b) => b.totalMs - a.totalMs);
}

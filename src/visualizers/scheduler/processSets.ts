import { randomInt, seededRandom } from '../../../workers/protocol/random';
import { LIMITS, type ProcessSpec } from '../../../workers/scheduler/schedulerTypes';

/** Spec §5/§9 settings of a random set. */
export const SETTINGS = { minCount: 5, maxCount: 50, defaultCount: 5, minRange: 5, maxRange: 50, defaultRange: 5, defaultQuantum: 1 } as const;

/** A random set from a seed, so a run can be replayed: arrival 0..range−1, burst 1..range, priority 1–10. */
export function randomProcesses(count: number, range: number, seed: number): ProcessSpec[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    arrival: randomInt(random, range),
    burst: 1 + randomInt(random, range),
    priority: LIMITS.minPriority + randomInt(random, LIMITS.maxPriority - LIMITS.minPriority + 1),
  }));
}

export const sameProcs = (a: readonly ProcessSpec[], b: readonly ProcessSpec[]): boolean =>
  a.length === b.length && a.every((p, i) => p.arrival === b[i].arrival && p.burst === b[i].burst && p.priority === b[i].priority);

/** The page's set and the settings that drew it (or would have: a set may be typed or linked). */
export interface ProcessSetting {
  procs: ProcessSpec[];
  n: number;
  range: number;
  seed: number;
  q: number;
}

/**
 * A change of count, range or seed. The count or seed draws a new random set; the range draws
 * one only when the set on the page is its settings' random set. A set typed in or linked stays,
 * so a student who entered a textbook's set can widen the range to reach its quantum (q = 20).
 */
export function changeSetting(current: ProcessSetting, patch: { n?: number; range?: number; seed?: number }): ProcessSetting {
  const n = patch.n ?? current.n;
  const range = patch.range ?? current.range;
  const seed = patch.seed ?? current.seed;
  const q = clampQuantum(current.q, range);
  const onlyRange = patch.n === undefined && patch.seed === undefined;
  if (onlyRange && !sameProcs(current.procs, randomProcesses(current.n, current.range, current.seed))) return { ...current, range, q };
  return { n, range, seed, q, procs: randomProcesses(n, range, seed) };
}

/** A fresh seed for 'New processes' (kept within the URL field's bounds). */
export const freshSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/** The quantum may not exceed the time range: lowering the range clamps it (spec §5). */
export const clampQuantum = (quantum: number, range: number): number => Math.max(1, Math.min(quantum, range));

/** `arrival:burst[:priority]` per process, comma-separated (the `procs` URL key). */
export function formatProcs(procs: readonly ProcessSpec[]): string {
  return procs.map((p) => `${p.arrival}:${p.burst}:${p.priority}`).join(',');
}

/** Reads `procs`; a missing priority counts as 1. Returns the reason in words when it cannot. */
export function parseProcs(raw: string): ProcessSpec[] | string {
  const items = raw.split(',');
  if (items.length < LIMITS.minProcesses || items.length > LIMITS.maxProcesses) return `must list ${LIMITS.minProcesses}–${LIMITS.maxProcesses} processes`;
  const procs: ProcessSpec[] = [];
  for (const [i, item] of items.entries()) {
    const parts = item.trim().split(':');
    if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\d{1,3}$/.test(part))) return `P${i} must be arrival:burst or arrival:burst:priority`;
    const [arrival, burst, priority = LIMITS.minPriority] = parts.map(Number);
    if (arrival > LIMITS.maxArrival) return `P${i}: arrival must be 0–${LIMITS.maxArrival}`;
    if (burst < LIMITS.minBurst || burst > LIMITS.maxBurst) return `P${i}: burst must be ${LIMITS.minBurst}–${LIMITS.maxBurst}`;
    if (priority < LIMITS.minPriority || priority > LIMITS.maxPriority) return `P${i}: priority must be ${LIMITS.minPriority}–${LIMITS.maxPriority}`;
    procs.push({ arrival, burst, priority });
  }
  return procs;
}

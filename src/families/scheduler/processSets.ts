import { randomInt, seededRandom } from '../../../workers/protocol/random';
import { fieldError, isSetSize, PROCESS_FIELDS, processName, SET_SIZE_ERROR, typedWholeNumber } from '../../../workers/scheduler/processRules';
import { LIMITS, type ProcessSpec } from '../../../workers/scheduler/schedulerTypes';
import { drawUrlSeed } from '../../engine/url/fields';

/** Spec §5/§9 settings of a random set; the quantum goes up to the time range, whose top is the largest quantum. */
export const SETTINGS = {
  minCount: 5,
  maxCount: 50,
  defaultCount: 5,
  minRange: 5,
  maxRange: LIMITS.maxQuantum,
  defaultRange: 5,
  defaultQuantum: 1,
} as const;

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
  a.length === b.length && a.every((p, i) => p.arrival === b[i]!.arrival && p.burst === b[i]!.burst && p.priority === b[i]!.priority);

/** The page's set and the settings that drew it (or would have: a set may be typed or linked). */
export interface ProcessSetting {
  procs: ProcessSpec[];
  n: number;
  range: number;
  seed: number;
  q: number;
}

/**
 * Whether the set on the page is the random set its settings draw, rather than one typed in or
 * linked (an own set, of any size). Where it came from is not kept, but a random set is exactly
 * what its count, range and seed give, and the URL carries all three.
 */
export const isRandomSet = ({ procs, range, seed }: Pick<ProcessSetting, 'procs' | 'range' | 'seed'>): boolean =>
  procs.length >= SETTINGS.minCount && procs.length <= SETTINGS.maxCount && sameProcs(procs, randomProcesses(procs.length, range, seed));

/** A random set's count (spec §5: 5–50): an own set of 1–4 processes gives way to 5 random ones. */
const randomCount = (n: number): number => Math.max(SETTINGS.minCount, Math.min(n, SETTINGS.maxCount));

/**
 * A change of count, range or seed. The count or seed draws a new random set (of 5–50 processes,
 * whatever the size of the set it replaces); the range draws one only when the set on the page
 * is its settings' random set. A set typed in or linked stays when only the range changes.
 */
export function changeSetting(current: ProcessSetting, patch: { n?: number; range?: number; seed?: number }): ProcessSetting {
  const n = randomCount(patch.n ?? current.n);
  const range = patch.range ?? current.range;
  const seed = patch.seed ?? current.seed;
  const q = clampQuantum(current.q, range);
  const onlyRange = patch.n === undefined && patch.seed === undefined;
  if (onlyRange && !isRandomSet(current)) return { ...current, range, q };
  return { n, range, seed, q, procs: randomProcesses(n, range, seed) };
}

/** The largest quantum the page offers: a random set's time range, or for an own set the largest there is. */
export const maxQuantumFor = (ownSet: boolean, range: number): number => (ownSet ? LIMITS.maxQuantum : range);

/**
 * A new quantum. A random set's stays within its time range (spec §5). For a set typed in or
 * linked the range shapes nothing, so it rises with the quantum, as a link's does
 * (schedulerUrlState.ts): a textbook's set runs with its q = 20, and the URL stays valid.
 */
export function changeQuantum(current: ProcessSetting, q: number): Pick<ProcessSetting, 'q' | 'range'> {
  const quantum = clampQuantum(q, maxQuantumFor(!isRandomSet(current), current.range));
  return { q: quantum, range: Math.max(current.range, quantum) };
}

/** A fresh seed for 'New processes' (kept within the URL field's bounds). */
/** A seed the URL reads back (nine digits): drawn up to 2^31, half of them were refused on reload. */
export const freshSeed = drawUrlSeed;

/** The quantum may not exceed the time range: lowering the range clamps it (spec §5). */
export const clampQuantum = (quantum: number, range: number): number => Math.max(1, Math.min(quantum, range));

/** The priority of a process whose `procs` entry gives none (1, the highest). */
export const DEFAULT_PRIORITY = LIMITS.minPriority;

/**
 * `arrival:burst[:priority]` per process, comma-separated (the `procs` URL key). A set whose
 * priorities are all the default is written without them, so a textbook set shared as
 * `0:24,0:3,0:3` comes back as given. One real priority keeps every process's: the set travels
 * between all seven modes (the sibling cards carry it), and the priority modes need them.
 */
export function formatProcs(procs: readonly ProcessSpec[]): string {
  const withPriority = procs.some((p) => p.priority !== DEFAULT_PRIORITY);
  return procs.map((p) => (withPriority ? `${p.arrival}:${p.burst}:${p.priority}` : `${p.arrival}:${p.burst}`)).join(',');
}

/** Reads `procs`; a missing priority counts as DEFAULT_PRIORITY. Returns the reason in words when it cannot. */
export function parseProcs(raw: string): ProcessSpec[] | string {
  const items = raw.split(',');
  if (!isSetSize(items.length)) return SET_SIZE_ERROR;
  const procs: ProcessSpec[] = [];
  for (const [i, item] of items.entries()) {
    const parts = item.trim().split(':').map(typedWholeNumber);
    if (parts.length < 2 || parts.length > 3 || parts.some(Number.isNaN)) return `${processName(i)} must be arrival:burst or arrival:burst:priority`;
    const [arrival, burst, priority = DEFAULT_PRIORITY] = parts as [number, number, number?]; // 2 or 3, checked above
    const process = { arrival, burst, priority };
    for (const field of PROCESS_FIELDS) {
      const error = fieldError(i, field, process[field]);
      if (error) return error;
    }
    procs.push(process);
  }
  return procs;
}

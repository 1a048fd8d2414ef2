import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from '../protocol/random';
import { type ProcessSpec, SCHEDULER_ALGORITHMS, type SchedulerAlgorithm } from './schedulerTypes';
import { schedule } from './simulate';

/** `[arrival, burst, priority?]` → processes P0, P1, … */
const set = (...rows: [number, number, number?][]): ProcessSpec[] => rows.map(([arrival, burst, priority = 1]) => ({ arrival, burst, priority }));
/** The Gantt chart as `pid:start-end`, idle as `-:start-end`. */
const gantt = (procs: ProcessSpec[], algorithm: SchedulerAlgorithm, q = 1, seed = 1) =>
  schedule(procs, algorithm, q, seed)
    .slices.map((s) => `${s.pid < 0 ? '-' : s.pid}:${s.start}-${s.end}`)
    .join(' ');
const completions = (procs: ProcessSpec[], algorithm: SchedulerAlgorithm, q = 1) =>
  schedule(procs, algorithm, q, 1).processes.map((p) => p.completion);

describe('FCFS', () => {
  it('serves the textbook set in arrival order (avg waiting 17, turnaround 27)', () => {
    const result = schedule(set([0, 24], [0, 3], [0, 3]), 'fcfs', 1, 1);
    expect(result.processes.map((p) => p.waiting)).toEqual([0, 24, 27]);
    expect(result.avgWaiting).toBe(17);
    expect(result.avgTurnaround).toBe(27);
  });
  it('idles at the start and in the middle, and shows both gaps', () => {
    expect(gantt(set([2, 3], [8, 2]), 'fcfs')).toBe('-:0-2 0:2-5 -:5-8 1:8-10');
  });
  it('breaks an arrival tie by the lower index', () => {
    expect(gantt(set([1, 2], [0, 1], [1, 2]), 'fcfs')).toBe('1:0-1 0:1-3 2:3-5');
  });
});

describe('SJF (non-preemptive)', () => {
  const classic = set([0, 7], [2, 4], [4, 1], [5, 4]);
  it('never interrupts the running job (avg waiting 4)', () => {
    expect(gantt(classic, 'sjf')).toBe('0:0-7 2:7-8 1:8-12 3:12-16');
    expect(schedule(classic, 'sjf', 1, 1).avgWaiting).toBe(4);
  });
  it('breaks equal bursts by earlier arrival, then lower index', () => {
    expect(gantt(set([0, 1], [1, 3], [0, 3], [0, 3]), 'sjf')).toBe('0:0-1 2:1-4 3:4-7 1:7-10');
  });
});

describe('SRTF (preemptive SJF)', () => {
  it('preempts on a strictly shorter arrival (classic set, avg waiting 3)', () => {
    const classic = set([0, 7], [2, 4], [4, 1], [5, 4]);
    expect(gantt(classic, 'sjfpreemptive')).toBe('0:0-2 1:2-4 2:4-5 1:5-7 3:7-11 0:11-16');
    expect(schedule(classic, 'sjfpreemptive', 1, 1).avgWaiting).toBe(3);
  });
  it('matches the textbook example (avg waiting 6.5)', () => {
    const result = schedule(set([0, 8], [1, 4], [2, 9], [3, 5]), 'sjfpreemptive', 1, 1);
    expect(result.processes.map((p) => p.completion)).toEqual([17, 5, 26, 10]);
    expect(result.avgWaiting).toBe(6.5);
  });
  it('does not preempt for an equal remaining time', () => {
    expect(gantt(set([0, 4], [1, 3]), 'sjfpreemptive')).toBe('0:0-4 1:4-7');
  });
  it('idles in the middle until the next arrival', () => {
    expect(gantt(set([0, 2], [4, 1]), 'sjfpreemptive')).toBe('0:0-2 -:2-4 1:4-5');
  });
});

describe('priority', () => {
  it('runs the textbook set by priority, 1 first (avg waiting 8.2)', () => {
    const result = schedule(set([0, 10, 3], [0, 1, 1], [0, 2, 4], [0, 1, 5], [0, 5, 2]), 'priority', 1, 1);
    expect(result.slices.map((s) => s.pid)).toEqual([1, 4, 0, 2, 3]);
    expect(result.avgWaiting).toBeCloseTo(8.2, 10);
  });
  it('non-preemptive: a better arrival waits for the running process', () => {
    expect(gantt(set([0, 4, 5], [1, 1, 1]), 'priority')).toBe('0:0-4 1:4-5');
  });
  it('breaks equal priority by earlier arrival, then lower index', () => {
    expect(gantt(set([0, 1, 9], [1, 1, 2], [0, 1, 2], [0, 1, 2]), 'priority')).toBe('2:0-1 3:1-2 1:2-3 0:3-4');
  });
});

describe('preemptive priority', () => {
  it('preempts on a strictly better arrival and resumes by arrival', () => {
    const procs = set([0, 5, 3], [1, 2, 1], [2, 2, 3], [3, 1, 1]);
    expect(gantt(procs, 'preemptivepriority')).toBe('0:0-1 1:1-3 3:3-4 0:4-8 2:8-10');
    const result = schedule(procs, 'preemptivepriority', 1, 1);
    expect(result.processes.map((p) => p.turnaround)).toEqual([8, 2, 8, 1]);
    expect(result.processes.map((p) => p.waiting)).toEqual([3, 0, 6, 0]);
  });
  it('does not preempt for an equal priority', () => {
    expect(gantt(set([0, 3, 2], [1, 2, 2]), 'preemptivepriority')).toBe('0:0-3 1:3-5');
  });
});

describe('round robin', () => {
  it('matches the textbook q=4 set: P1 24, P2 3, P3 3 → avg waiting 5.67, one slice a quantum', () => {
    const procs = set([0, 24], [0, 3], [0, 3]);
    expect(gantt(procs, 'roundrobin', 4)).toBe('0:0-4 1:4-7 2:7-10 0:10-14 0:14-18 0:18-22 0:22-26 0:26-30');
    expect(schedule(procs, 'roundrobin', 4, 1).avgWaiting.toFixed(2)).toBe('5.67');
  });
  it('queues an arrival at the instant a quantum expires before the preempted process', () => {
    expect(gantt(set([0, 4], [0, 3], [2, 2]), 'roundrobin', 2)).toBe('0:0-2 1:2-4 2:4-6 0:6-8 1:8-9');
  });
  it('keeps the CPU with a fresh quantum when nobody waits', () => {
    expect(completions(set([0, 5], [3, 2]), 'roundrobin', 2)).toEqual([7, 6]);
    expect(gantt(set([0, 5], [3, 2]), 'roundrobin', 2)).toBe('0:0-2 0:2-4 1:4-6 0:6-7');
  });
  it('draws the q=20 exam set slice by slice: P1 53, P2 17, P3 68, P4 24 (avg waiting 73)', () => {
    const procs = set([0, 53], [0, 17], [0, 68], [0, 24]);
    expect(gantt(procs, 'roundrobin', 20)).toBe('0:0-20 1:20-37 2:37-57 3:57-77 0:77-97 2:97-117 3:117-121 0:121-134 2:134-154 2:154-162');
    expect(schedule(procs, 'roundrobin', 20, 1).avgWaiting).toBe(73);
  });
  it('behaves as FCFS when the quantum is larger than every burst (never clamped to the count)', () => {
    const procs = set([0, 3], [1, 2], [2, 4]);
    expect(gantt(procs, 'roundrobin', 10)).toBe(gantt(procs, 'fcfs'));
  });
  it('idles at the start and in the middle', () => {
    expect(gantt(set([1, 2], [5, 3]), 'roundrobin', 2)).toBe('-:0-1 0:1-3 -:3-5 1:5-7 1:7-8');
  });
});

describe('lottery', () => {
  const procs = set([0, 3], [0, 2], [0, 4], [1, 1], [2, 2]);
  it('replays the same schedule from the same seed', () => {
    expect(gantt(procs, 'lottery', 1, 42)).toBe(gantt(procs, 'lottery', 1, 42));
  });
  it('draws when a process arrives at an idle CPU, as the page says, not only after completions', () => {
    const draws = schedule(set([0, 2], [5, 1], [5, 3]), 'lottery', 1, 42)
      .ticks.filter((t) => t.drawnFrom > 0)
      .map((t) => `${t.time}:${t.drawnFrom}`);
    // The start (one queued), after the idle gap 2–5 (two arrived together), and after that completion.
    expect(draws).toEqual(['0:1', '5:2', expect.stringMatching(/^(6|8):1$/)]);
  });
  it('draws differently across seeds', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => gantt(procs, 'lottery', 1, seed)));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('invariants over random sets', () => {
  const random = seededRandom(2024);
  const sets = Array.from({ length: 120 }, () =>
    Array.from({ length: 1 + randomInt(random, 12) }, () => ({
      arrival: randomInt(random, 15),
      burst: 1 + randomInt(random, 9),
      priority: 1 + randomInt(random, 10),
    })),
  );
  for (const algorithm of SCHEDULER_ALGORITHMS) {
    it(`${algorithm}: complete once, definitions hold, no idling with a queue, no forbidden interrupts`, () => {
      sets.forEach((procs, k) => {
        const q = 1 + (k % 5);
        const result = schedule(procs, algorithm, q, k);
        const ran = new Array<number>(procs.length).fill(0);
        const done = new Array<number>(procs.length).fill(0);
        for (const tick of result.ticks) {
          const waiting = procs.map((_, i) => i).filter((i) => procs[i]!.arrival <= tick.time && done[i] === 0 && i !== tick.running);
          if (tick.running < 0) expect(waiting).toEqual([]);
          else {
            expect(procs[tick.running]!.arrival).toBeLessThanOrEqual(tick.time);
            if (algorithm === 'sjfpreemptive')
              for (const w of waiting) expect(procs[w]!.burst - ran[w]!).toBeGreaterThanOrEqual(procs[tick.running]!.burst - ran[tick.running]!);
            if (algorithm === 'preemptivepriority')
              for (const w of waiting) expect(procs[w]!.priority).toBeGreaterThanOrEqual(procs[tick.running]!.priority);
            ran[tick.running]!++;
          }
          if (tick.completed >= 0) done[tick.completed]!++;
        }
        expect(done.every((d) => d === 1)).toBe(true);
        expect(ran).toEqual(procs.map((p) => p.burst));
        result.processes.forEach((o, i) => {
          expect(o.turnaround).toBe(o.completion - procs[i]!.arrival);
          expect(o.waiting).toBe(o.turnaround - procs[i]!.burst);
          expect(o.waiting).toBeGreaterThanOrEqual(0);
        });
        if (['fcfs', 'sjf', 'priority', 'lottery'].includes(algorithm)) {
          // never interrupted: one slice per process
          const pids = result.slices.filter((s) => s.pid >= 0).map((s) => s.pid);
          expect(new Set(pids).size).toBe(pids.length);
        }
      });
    });
  }
});

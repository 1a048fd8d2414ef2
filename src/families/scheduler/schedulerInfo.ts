import type { SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import type { ComplexityData } from '../../engine/layout/ComplexityTables';

/**
 * What the tables measure, said on every page: the time to simulate a whole run as simulate.ts
 * does it. The arrivals are sorted once (n log n); every clock tick costs O(1) besides any scan of
 * the ready queue, an array of up to n processes, which each pick scans (or shifts) and a
 * preemptive mode scans again every tick for a better process. So a mode's cost is T plus its
 * picks times the queue's length: best when the queue never holds more than one process, worst
 * when all arrive together; on this page's random sets every process arrives within the time
 * range, so the queue holds most of them, as in the worst case. The per-tick record the page
 * plays back takes O(n + T) space in every case.
 */
const measure =
  "The tables give the time to simulate a whole run as this page does: n processes over T clock ticks (the Gantt chart's length, at least the sum of the bursts), with the ready queue kept as an array that is scanned to pick a process. Best case: the queue never holds more than one process; average: a random set of this page.";
/** One pick per process (FCFS, SJF, priority, lottery), each scanning or shifting the queue. */
const picksOnly = ['O(n^2 + T)', 'O(n log n + T)', 'O(n^2 + T)'] as const;
/** A scan of the queue every tick for a strictly better process (SRTF, preemptive priority). */
const everyTick = ['O(n·T)', 'O(n log n + T)', 'O(n·T)'] as const;
/** Round robin: a pick per quantum, up to one per tick at q = 1; on average about n + T/q of them. */
const perQuantum = ['O(n·T)', 'O(n log n + T)', 'O(n^2 + n·T/q + T)'] as const;
const record = ['O(n + T)', 'O(n + T)', 'O(n + T)'] as const;

const mode = (short: string, description: string, time: ComplexityData['time']) => ({
  short,
  description: `${description} ${measure}`,
  time,
  space: record,
});

export const schedulerInfo: Record<SchedulerAlgorithm, ComplexityData & { short: string }> = {
  fcfs: mode('FCFS', 'First come, first served runs processes in the order they arrive, each to completion.', picksOnly),
  sjf: mode(
    'SJF',
    'Shortest job first picks the queued process with the smallest burst whenever the CPU is free, and never interrupts it.',
    picksOnly,
  ),
  sjfpreemptive: mode(
    'SRTF',
    'Shortest remaining time first re-decides when a process arrives: a newcomer with a strictly shorter remaining time takes the CPU.',
    everyTick,
  ),
  roundrobin: mode(
    'RR',
    'Round robin gives each queued process the CPU for at most one quantum (q), then sends it to the back of the queue if another process is waiting.',
    perQuantum,
  ),
  lottery: mode(
    'Lottery',
    'Lottery scheduling draws the next process at random from the queue (one ticket each, from the seed) whenever the CPU is free, and never interrupts it.',
    picksOnly,
  ),
  priority: mode(
    'Priority',
    'Priority scheduling picks the queued process with the best priority (1 is the highest) whenever the CPU is free, and never interrupts it.',
    picksOnly,
  ),
  preemptivepriority: mode(
    'Preemptive priority',
    'Preemptive priority re-decides when a process arrives: a newcomer with a strictly better priority (lower number) takes the CPU.',
    everyTick,
  ),
};

/** The conventions as built, stated on every scheduler page (the simulation's tests check each). */
export const conventions: readonly string[] = [
  "Processes are numbered from 0: P0, P1, … in the order given (a textbook's P1 is P0 here). Times are whole ticks: arrival 0–100, burst 1–100, priority 1–10.",
  'A lower priority number means a higher priority (1 is the highest).',
  'Ties (equal burst, remaining time or priority) go to the earlier arrival, then the lower process index.',
  'FCFS, SJF, priority and lottery never interrupt the running process.',
  'Preemptive SJF (SRTF) and preemptive priority re-decide when a process arrives; a newcomer preempts only when strictly better.',
  'Round robin: a process that has used its quantum goes to the back of the queue when another process is waiting; otherwise it keeps the CPU with a fresh quantum, which the Gantt chart draws as a slice of its own (P1 | P1). A process arriving at the tick a quantum expires joins the queue before the preempted one. The quantum is never clamped to the process count.',
  'Lottery: whenever the CPU is free (at the start, after each completion and when a process arrives at an idle CPU) a seeded draw, one ticket per queued process, picks the next one.',
  'The CPU is idle only while the queue is empty; idle time shows in the Gantt chart.',
  'Turnaround = completion − arrival; waiting = turnaround − burst; response = first run − arrival. A process given without a priority has priority 1.',
];

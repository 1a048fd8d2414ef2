import type { SchedulerAlgorithm } from './schedulerTypes';

/**
 * The seven schedulers' pseudocode (issue 48), as simulate.ts runs them: one clock tick a pass
 * of the loop, in the order things happen inside a tick (arrivals, a preemption, a dispatch,
 * the tick itself, a completion), which is the order of the operations (operations.ts). Each
 * operation executes one named line; the page's model marks it (schedulerModel.ts).
 */

/** What an operation does, named as the line it executes. A line no operation lands on (a loop or an `if`) has no name. */
export type SchedulerLineName = 'arrive' | 'preempt' | 'renew' | 'dispatch' | 'idle' | 'run' | 'complete';

/** An algorithm's lines, and the index of each named line (-1 where the algorithm has none: no preemption in FCFS). */
export interface SchedulerCode {
  readonly lines: readonly string[];
  readonly at: Readonly<Record<SchedulerLineName, number>>;
}

type Row = string | readonly [text: string, name: SchedulerLineName];

const NAMES: readonly SchedulerLineName[] = ['arrive', 'preempt', 'renew', 'dispatch', 'idle', 'run', 'complete'];

/** The lines as written, and where each named one is: the indices follow the text, never typed by hand. */
function code(rows: readonly Row[]): SchedulerCode {
  const at = Object.fromEntries(NAMES.map((name) => [name, rows.findIndex((row) => typeof row !== 'string' && row[1] === name)])) as Record<
    SchedulerLineName,
    number
  >;
  return { lines: rows.map((row) => (typeof row === 'string' ? row : row[0])), at };
}

const LOOP = 'while some process is not completed';
const ARRIVING = '  for each process p arriving at clock';
/** The queue's order matters to these (the front goes next, or a ticket is a place in it); to the others only the best does. */
const TO_THE_BACK: Row = ['    add p to the back of the queue', 'arrive'];
const TO_THE_QUEUE: Row = ['    add p to the queue', 'arrive'];
const CPU_FREE = '  if no process is running and the queue is not empty';
/** The tick itself, and a completion at its end: the same in every mode. */
const TICK: readonly Row[] = [
  '  if no process is running',
  ['    stay idle for one tick', 'idle'],
  '  else',
  ['    run running for one tick', 'run'],
  '    if its remaining burst is 0',
  ['      mark running completed', 'complete'],
];
/** SRTF and preemptive priority: a strictly better queued process takes the CPU. */
const preemptWhen = (better: string): readonly Row[] => [
  `  if a queued process has ${better} than running`,
  ['    move running back to the queue', 'preempt'],
];

export const FCFS = code([LOOP, ARRIVING, TO_THE_BACK, CPU_FREE, ['    running = take the first in the queue', 'dispatch'], ...TICK]);

export const SJF = code([LOOP, ARRIVING, TO_THE_QUEUE, CPU_FREE, ['    running = take the one with the shortest burst', 'dispatch'], ...TICK]);

export const SRTF = code([
  LOOP,
  ARRIVING,
  TO_THE_QUEUE,
  ...preemptWhen('less remaining burst'),
  CPU_FREE,
  ['    running = take the one with the least remaining burst', 'dispatch'],
  ...TICK,
]);

export const ROUND_ROBIN = code([
  LOOP,
  ARRIVING,
  TO_THE_BACK,
  '  if running has no quantum left',
  '    if the queue is not empty',
  ['      move running to the back of the queue', 'preempt'],
  '    else',
  ['      keep running with a fresh quantum', 'renew'],
  CPU_FREE,
  ['    running = take the first in the queue', 'dispatch'],
  '    quantum left = q',
  ...TICK,
]);

export const LOTTERY = code([LOOP, ARRIVING, TO_THE_BACK, CPU_FREE, ['    running = take the holder of a random ticket', 'dispatch'], ...TICK]);

export const PRIORITY = code([
  LOOP,
  ARRIVING,
  TO_THE_QUEUE,
  CPU_FREE,
  ['    running = take the one with the lowest priority number', 'dispatch'],
  ...TICK,
]);

export const PREEMPTIVE_PRIORITY = code([
  LOOP,
  ARRIVING,
  TO_THE_QUEUE,
  ...preemptWhen('a lower priority number'),
  CPU_FREE,
  ['    running = take the one with the lowest priority number', 'dispatch'],
  ...TICK,
]);

export const SCHEDULER_CODE: Readonly<Record<SchedulerAlgorithm, SchedulerCode>> = {
  fcfs: FCFS,
  sjf: SJF,
  sjfpreemptive: SRTF,
  roundrobin: ROUND_ROBIN,
  lottery: LOTTERY,
  priority: PRIORITY,
  preemptivepriority: PREEMPTIVE_PRIORITY,
};

import type { SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import type { ComplexityData } from '../chrome/ComplexityTables';

// n processes; a ready queue scanned linearly (as simulated here) costs O(n) per decision.
const linear = ['O(n)', 'O(n)', 'O(n)'] as const;
const sorted = ['O(n^2)', 'O(n log n)', 'O(n log n)'] as const;

export const schedulerInfo: Record<SchedulerAlgorithm, ComplexityData & { short: string }> = {
  fcfs: { short: 'FCFS', description: 'First come, first served runs processes in the order they arrive, each to completion.', time: ['O(n log n)', 'O(n log n)', 'O(n log n)'], space: linear },
  sjf: { short: 'SJF', description: 'Shortest job first picks the queued process with the smallest burst whenever the CPU is free, and never interrupts it.', time: sorted, space: linear },
  sjfpreemptive: { short: 'SRTF', description: 'Shortest remaining time first re-decides when a process arrives: a newcomer with a strictly shorter remaining time takes the CPU.', time: sorted, space: linear },
  roundrobin: { short: 'RR', description: 'Round robin gives each queued process the CPU for at most one quantum, then sends it to the back of the queue if another process is waiting.', time: linear, space: linear },
  lottery: { short: 'Lottery', description: 'Lottery scheduling draws the next process at random from the queue (one ticket each, from the seed) whenever the CPU is free, and never interrupts it.', time: linear, space: linear },
  priority: { short: 'Priority', description: 'Priority scheduling picks the queued process with the best priority (1 is the highest) whenever the CPU is free, and never interrupts it.', time: sorted, space: linear },
  preemptivepriority: { short: 'Preemptive priority', description: 'Preemptive priority re-decides when a process arrives: a newcomer with a strictly better priority (lower number) takes the CPU.', time: sorted, space: linear },
};

/** The conventions as built, stated on every scheduler page (the simulation's tests check each). */
export const conventions: readonly string[] = [
  'A lower priority number means a higher priority (1 is the highest).',
  'Ties (equal burst, remaining time or priority) go to the earlier arrival, then the lower process index.',
  'FCFS, SJF, priority and lottery never interrupt the running process.',
  'Preemptive SJF (SRTF) and preemptive priority re-decide when a process arrives; a newcomer preempts only when strictly better.',
  'Round robin: a process that has used its quantum goes to the back of the queue when another process is waiting; otherwise it keeps the CPU with a fresh quantum, which the Gantt chart draws as a slice of its own (P1 | P1). A process arriving at the tick a quantum expires joins the queue before the preempted one. The quantum is never clamped to the process count.',
  'Lottery: whenever the CPU is free (at the start, after each completion and when a process arrives at an idle CPU) a seeded draw, one ticket per queued process, picks the next one.',
  'The CPU is idle only while the queue is empty; idle time shows in the Gantt chart.',
  'Turnaround = completion − arrival; waiting = turnaround − burst; response = first run − arrival. A process given without a priority has priority 1.',
];

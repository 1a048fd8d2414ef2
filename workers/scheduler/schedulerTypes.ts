/** The seven scheduling modes, spelled as their routes (spec §2). */
export const SCHEDULER_ALGORITHMS = ['fcfs', 'sjf', 'sjfpreemptive', 'roundrobin', 'lottery', 'priority', 'preemptivepriority'] as const;
export type SchedulerAlgorithm = (typeof SCHEDULER_ALGORITHMS)[number];

export const isSchedulerAlgorithm = (value: string): value is SchedulerAlgorithm => (SCHEDULER_ALGORITHMS as readonly string[]).includes(value);

/** Modes whose priority column matters (priorities are drawn 1–10 in random sets). */
export const usesPriority = (algorithm: SchedulerAlgorithm): boolean => algorithm === 'priority' || algorithm === 'preemptivepriority';

/** One process as the user or a random set gives it; its name is P{index}. */
export interface ProcessSpec {
  arrival: number;
  burst: number;
  /** 1 is the highest priority. */
  priority: number;
}

/** Bounds of a process set, shared by the worker's check, the URL codec and the editor. */
export const LIMITS = {
  minProcesses: 1,
  maxProcesses: 50,
  maxArrival: 100,
  minBurst: 1,
  maxBurst: 100,
  minPriority: 1,
  maxPriority: 10,
  /**
   * Spec §5: the quantum goes up to the time range, and the time range up to 50 (the random-set
   * settings take their largest range from here).
   */
  maxQuantum: 50,
} as const;

export interface SchedulerRunInput {
  algorithm: SchedulerAlgorithm;
  processes: ProcessSpec[];
  quantum: number;
  seed: number;
}

/** Nothing beside the operations: the page rebuilds lanes, table and chart from them alone. */
export type SchedulerRunMeta = Record<string, never>;

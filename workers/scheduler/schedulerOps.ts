/**
 * Scheduler operation codes: [code, pid, time, extra]. The worker emits one group per clock
 * tick; the page's model rebuilds lanes, table and Gantt chart from them alone.
 */
export const SchedulerOp = {
  /** pid moves from incoming to the queue at time. */
  Arrive: 1,
  /** pid goes back to the queue at time; extra: 1 quantum used, 2 a strictly better process waits. */
  Preempt: 2,
  /** pid moves from the queue to the CPU at time; extra: lottery queue size drawn from (0 none). */
  Dispatch: 3,
  /** The CPU runs pid (or idles, pid -1) from time to time + 1; extra: a TickKind. */
  Tick: 4,
  /** pid finished at time. */
  Complete: 5,
  /** Every process has completed at time. */
  Done: 6,
} as const;

export const PreemptReason = { Quantum: 1, Better: 2 } as const;

/**
 * A tick's extra. Renewed: round robin's running process used its quantum with nobody waiting,
 * so it keeps the CPU for a fresh quantum (simulate.ts decides it; the page only draws and tells it).
 */
export const TickKind = { Plain: 0, Renewed: 1 } as const;

/**
 * Share of the speed delay each operation takes (spec §9: scheduler steps use fractions of
 * it): a clock tick is the main step, lane moves are quick, the end marker is free.
 */
export const opCost: Record<number, number> = {
  [SchedulerOp.Arrive]: 0.25,
  [SchedulerOp.Preempt]: 0.25,
  [SchedulerOp.Dispatch]: 0.25,
  [SchedulerOp.Tick]: 0.5,
  [SchedulerOp.Complete]: 0.25,
  [SchedulerOp.Done]: 0,
};

/** An operation's share of the delay, by code (the model and the worker's count share it). */
export const schedulerOpCost = (code: number): number => opCost[code] ?? 1;

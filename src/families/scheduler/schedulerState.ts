import type { ProcessSpec } from '../../../workers/scheduler/schedulerTypes';
import type { Slice } from '../../../workers/scheduler/simulate';

/** Everything a scheduler's step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface SchedulerState {
  /** Each process's lane (Lane in schedulerModel.ts). */
  lane: Int8Array;
  remaining: Int32Array;
  quantumUsed: Int32Array;
  waiting: Int32Array;
  /** When each process completed (-1: not yet). */
  completion: Int32Array;
  /** When each process first got the CPU (-1: not yet), for its response time. */
  firstRun: Int32Array;
  /** The ready queue, front first. */
  queue: number[];
  completedOrder: number[];
  /** The process on the CPU (-1: none). */
  running: number;
  clock: number;
  /**
   * The Gantt chart's slices. A restore gives the state a new array: the Gantt painter redraws
   * in full when the array it last drew is not the model's any more (ganttPainter.ts).
   */
  slices: Slice[];
  done: boolean;
  /** The last operation [code, pid, time, extra], for narration and the highlight. */
  last: [number, number, number, number];
  /** The pseudocode line the last operation executed (schedulerPseudocode.ts); -1 before the first. */
  line: number;
  /** The process that line calls `running` (the one it moves back or completes, too), and its `p` (an arrival); -1: none. */
  lineRunning: number;
  lineP: number;
  /** The lottery's last draw: the ticket (1 is the front of the queue's) out of how many (0: no draw yet). */
  ticket: number;
  tickets: number;
}

export function initialSchedulerState(procs: readonly ProcessSpec[]): SchedulerState {
  const n = procs.length;
  return {
    lane: new Int8Array(n),
    remaining: Int32Array.from(procs, (p) => p.burst),
    quantumUsed: new Int32Array(n),
    waiting: new Int32Array(n),
    completion: new Int32Array(n).fill(-1),
    firstRun: new Int32Array(n).fill(-1),
    queue: [],
    completedOrder: [],
    running: -1,
    clock: 0,
    slices: [],
    done: false,
    last: [0, -1, 0, 0],
    line: -1,
    lineRunning: -1,
    lineP: -1,
    ticket: 0,
    tickets: 0,
  };
}

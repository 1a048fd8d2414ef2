import { OP_WIDTH } from '../../../workers/protocol/ops';
import { SchedulerOp, schedulerOpCost, TickKind } from '../../../workers/scheduler/schedulerOps';
import type { ProcessSpec, SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import type { Slice } from '../../../workers/scheduler/simulate';
import type { PlayerModel } from '../../engine/player/playerTypes';

export const Lane = { Incoming: 0, Queue: 1, Running: 2, Completed: 3 } as const;

export interface SchedulerSnapshot {
  lane: Int8Array;
  remaining: Int32Array;
  quantumUsed: Int32Array;
  waiting: Int32Array;
  completion: Int32Array;
  firstRun: Int32Array;
  queue: number[];
  completedOrder: number[];
  running: number;
  clock: number;
  slices: Slice[];
  done: boolean;
  last: [number, number, number, number];
}

/**
 * The main thread's mirror of a scheduler run, rebuilt from the worker's operations alone:
 * lanes, the process table's live columns and the Gantt chart. `version` grows on every
 * change so the renderer redraws only when something moved.
 */
export class SchedulerModel implements PlayerModel<SchedulerSnapshot> {
  lane: Int8Array;
  remaining: Int32Array;
  quantumUsed: Int32Array;
  waiting: Int32Array;
  completion: Int32Array;
  /** When each process first got the CPU (-1: not yet), for its response time. */
  firstRun: Int32Array;
  /** Every process in the order it arrives (ties by index), as the Incoming lane lists them. */
  readonly arrivalOrder: readonly number[];
  queue: number[] = [];
  completedOrder: number[] = [];
  running = -1;
  clock = 0;
  slices: Slice[] = [];
  done = false;
  /** The last operation [code, pid, time, extra], for narration and the highlight. */
  last: [number, number, number, number] = [0, -1, 0, 0];
  version = 0;

  constructor(
    readonly procs: readonly ProcessSpec[],
    readonly algorithm: SchedulerAlgorithm,
    readonly quantum: number,
  ) {
    const n = procs.length;
    this.lane = new Int8Array(n);
    this.remaining = Int32Array.from(procs, (p) => p.burst);
    this.quantumUsed = new Int32Array(n);
    this.waiting = new Int32Array(n);
    this.completion = new Int32Array(n).fill(-1);
    this.firstRun = new Int32Array(n).fill(-1);
    this.arrivalOrder = procs.map((_, pid) => pid).sort((a, b) => procs[a].arrival - procs[b].arrival || a - b);
  }

  cost(ops: Int32Array, index: number): number {
    return schedulerOpCost(ops[index * OP_WIDTH]);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, pid, time, extra] = [ops[at], ops[at + 1], ops[at + 2], ops[at + 3]];
    this.last = [code, pid, time, extra];
    this.version++;
    switch (code) {
      case SchedulerOp.Arrive:
        this.clock = time;
        this.lane[pid] = Lane.Queue;
        this.queue.push(pid);
        break;
      case SchedulerOp.Preempt:
        this.lane[pid] = Lane.Queue;
        this.queue.push(pid);
        this.running = -1;
        break;
      case SchedulerOp.Dispatch:
        this.queue.splice(this.queue.indexOf(pid), 1);
        this.lane[pid] = Lane.Running;
        this.running = pid;
        this.quantumUsed[pid] = 0;
        if (this.firstRun[pid] < 0) this.firstRun[pid] = time;
        break;
      case SchedulerOp.Tick:
        this.tick(pid, time, extra === TickKind.Renewed);
        break;
      case SchedulerOp.Complete:
        this.lane[pid] = Lane.Completed;
        this.completion[pid] = time;
        this.completedOrder.push(pid);
        this.running = -1;
        break;
      case SchedulerOp.Done:
        this.done = true;
        break;
    }
  }

  /** `renewed`: a fresh quantum without a switch, drawn as a slice of its own (as simulate.ts's slicesOf draws it). */
  private tick(pid: number, time: number, renewed: boolean): void {
    if (pid >= 0) {
      if (renewed) this.quantumUsed[pid] = 0;
      this.remaining[pid]--;
      this.quantumUsed[pid]++;
    }
    for (const waiting of this.queue) this.waiting[waiting]++;
    const lastSlice = this.slices[this.slices.length - 1];
    if (lastSlice && lastSlice.pid === pid && lastSlice.end === time && !renewed) lastSlice.end = time + 1;
    else this.slices.push({ pid, start: time, end: time + 1 });
    this.clock = time + 1;
  }

  turnaround(pid: number): number {
    return this.completion[pid] < 0 ? -1 : this.completion[pid] - this.procs[pid].arrival;
  }

  /** First time on the CPU minus arrival; -1 before the first run. */
  response(pid: number): number {
    return this.firstRun[pid] < 0 ? -1 : this.firstRun[pid] - this.procs[pid].arrival;
  }

  /** Averages over the processes completed so far (null before the first completion). */
  averages(): { waiting: number; turnaround: number } | null {
    const done = this.completedOrder;
    if (done.length === 0) return null;
    let turnaround = 0;
    for (const pid of done) turnaround += this.turnaround(pid);
    const waiting = turnaround - done.reduce((sum, pid) => sum + this.procs[pid].burst, 0);
    return { waiting: waiting / done.length, turnaround: turnaround / done.length };
  }

  clearHighlight(): void {}

  snapshot(): SchedulerSnapshot {
    return {
      lane: this.lane.slice(),
      remaining: this.remaining.slice(),
      quantumUsed: this.quantumUsed.slice(),
      waiting: this.waiting.slice(),
      completion: this.completion.slice(),
      firstRun: this.firstRun.slice(),
      queue: [...this.queue],
      completedOrder: [...this.completedOrder],
      running: this.running,
      clock: this.clock,
      slices: this.slices.map((s) => ({ ...s })),
      done: this.done,
      last: [...this.last],
    };
  }

  restore(s: SchedulerSnapshot): void {
    this.lane = s.lane.slice();
    this.remaining = s.remaining.slice();
    this.quantumUsed = s.quantumUsed.slice();
    this.waiting = s.waiting.slice();
    this.completion = s.completion.slice();
    this.firstRun = s.firstRun.slice();
    this.queue = [...s.queue];
    this.completedOrder = [...s.completedOrder];
    this.running = s.running;
    this.clock = s.clock;
    this.slices = s.slices.map((slice) => ({ ...slice }));
    this.done = s.done;
    this.last = [...s.last];
    this.version++;
  }
}

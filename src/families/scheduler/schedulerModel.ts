import { OP_WIDTH } from '../../../workers/protocol/ops';
import { SchedulerOp, schedulerOpCost, TickKind } from '../../../workers/scheduler/schedulerOps';
import { SCHEDULER_CODE, type SchedulerCode } from '../../../workers/scheduler/schedulerPseudocode';
import type { ProcessSpec, SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import type { Slice } from '../../../workers/scheduler/simulate';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import { initialSchedulerState, type SchedulerState } from './schedulerState';

export const Lane = { Incoming: 0, Queue: 1, Running: 2, Completed: 3 } as const;

/**
 * The main thread's mirror of a scheduler run, rebuilt from the worker's operations alone:
 * lanes, the process table's live columns and the Gantt chart. `version` grows on every
 * change so the renderer redraws only when something moved.
 */
export class SchedulerModel implements PlayerModel<SchedulerState> {
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: SchedulerState;
  /** Every process in the order it arrives (ties by index), as the Incoming lane lists them. */
  readonly arrivalOrder: readonly number[];
  /** Grows on every change, so the stage redraws only after one (not state: a restore is a change too). */
  version = 0;
  /** Where each operation lands in this algorithm's pseudocode. */
  private readonly lines: SchedulerCode['at'];

  constructor(
    readonly procs: readonly ProcessSpec[],
    readonly algorithm: SchedulerAlgorithm,
    readonly quantum: number,
  ) {
    this.state = initialSchedulerState(procs);
    this.arrivalOrder = procs.map((_, pid) => pid).sort((a, b) => procs[a]!.arrival - procs[b]!.arrival || a - b);
    this.lines = SCHEDULER_CODE[algorithm].at;
  }

  /** What the tests read; the stage and the table read `state`. */
  get lane(): Int8Array {
    return this.state.lane;
  }

  get quantumUsed(): Int32Array {
    return this.state.quantumUsed;
  }

  get waiting(): Int32Array {
    return this.state.waiting;
  }

  get completion(): Int32Array {
    return this.state.completion;
  }

  get completedOrder(): readonly number[] {
    return this.state.completedOrder;
  }

  get slices(): readonly Slice[] {
    return this.state.slices;
  }

  get clock(): number {
    return this.state.clock;
  }

  get done(): boolean {
    return this.state.done;
  }

  cost(ops: Int32Array, index: number): number {
    return schedulerOpCost(ops[index * OP_WIDTH]!);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const code = ops[at]!;
    const pid = ops[at + 1]!;
    const time = ops[at + 2]!;
    const extra = ops[at + 3]!;
    const s = this.state;
    const last = s.last;
    last[0] = code;
    last[1] = pid;
    last[2] = time;
    last[3] = extra;
    this.version++;
    const lines = this.lines;
    switch (code) {
      case SchedulerOp.Arrive:
        s.clock = time;
        s.lane[pid] = Lane.Queue;
        s.queue.push(pid);
        this.mark(lines.arrive, s.running, pid);
        break;
      case SchedulerOp.Preempt:
        s.lane[pid] = Lane.Queue;
        s.queue.push(pid);
        s.running = -1;
        this.mark(lines.preempt, pid, -1);
        break;
      case SchedulerOp.Dispatch: {
        const place = s.queue.indexOf(pid);
        s.queue.splice(place, 1);
        s.lane[pid] = Lane.Running;
        s.running = pid;
        s.quantumUsed[pid] = 0;
        if (s.firstRun[pid]! < 0) s.firstRun[pid] = time;
        // A lottery draw: one ticket per queued process, in queue order (simulate.ts draws a place in the queue).
        if (extra > 0) {
          s.ticket = place + 1;
          s.tickets = extra;
        }
        this.mark(lines.dispatch, pid, -1);
        break;
      }
      case SchedulerOp.Tick:
        this.tick(pid, time, extra === TickKind.Renewed);
        this.mark(pid < 0 ? lines.idle : extra === TickKind.Renewed ? lines.renew : lines.run, pid, -1);
        break;
      case SchedulerOp.Complete:
        s.lane[pid] = Lane.Completed;
        s.completion[pid] = time;
        s.completedOrder.push(pid);
        s.running = -1;
        this.mark(lines.complete, pid, -1);
        break;
      case SchedulerOp.Done:
        // Rides along with the last completion's step: that line stays marked.
        s.done = true;
        break;
    }
  }

  /** The pseudocode line an operation executed and the processes it reads (numbers only: apply allocates nothing). */
  private mark(line: number, running: number, p: number): void {
    const s = this.state;
    s.line = line;
    s.lineRunning = running;
    s.lineP = p;
  }

  /** `renewed`: a fresh quantum without a switch, drawn as a slice of its own (as simulate.ts's slicesOf draws it). */
  private tick(pid: number, time: number, renewed: boolean): void {
    const s = this.state;
    if (pid >= 0) {
      if (renewed) s.quantumUsed[pid] = 0;
      s.remaining[pid]!--;
      s.quantumUsed[pid]!++;
    }
    for (const waiting of s.queue) s.waiting[waiting]!++;
    const lastSlice = s.slices[s.slices.length - 1];
    if (lastSlice && lastSlice.pid === pid && lastSlice.end === time && !renewed) lastSlice.end = time + 1;
    else s.slices.push({ pid, start: time, end: time + 1 });
    s.clock = time + 1;
  }

  turnaround(pid: number): number {
    return this.state.completion[pid]! < 0 ? -1 : this.state.completion[pid]! - this.procs[pid]!.arrival;
  }

  /** First time on the CPU minus arrival; -1 before the first run. */
  response(pid: number): number {
    return this.state.firstRun[pid]! < 0 ? -1 : this.state.firstRun[pid]! - this.procs[pid]!.arrival;
  }

  /** Averages over the processes completed so far (null before the first completion). */
  averages(): { waiting: number; turnaround: number } | null {
    const done = this.state.completedOrder;
    if (done.length === 0) return null;
    let turnaround = 0;
    for (const pid of done) turnaround += this.turnaround(pid);
    const waiting = turnaround - done.reduce((sum, pid) => sum + this.procs[pid]!.burst, 0);
    return { waiting: waiting / done.length, turnaround: turnaround / done.length };
  }

  clearHighlight(): void {}

  snapshot(): SchedulerState {
    return copyState(this.state);
  }

  restore(saved: SchedulerState): void {
    restoreState(this.state, saved);
    this.version++;
  }
}

import { processName as name } from '../../../workers/scheduler/processRules';
import { PreemptReason, SchedulerOp, TickKind } from '../../../workers/scheduler/schedulerOps';
import { SCHEDULER_CODE } from '../../../workers/scheduler/schedulerPseudocode';
import type { ProcessSpec, SchedulerAlgorithm, SchedulerRunInput, SchedulerRunMeta } from '../../../workers/scheduler/schedulerTypes';
import type { FamilyAdapter } from '../../engine/session/familyAdapter';
import { twoDecimals } from './averageText';
import { schedulerCode } from './schedulerCode';
import { SchedulerModel } from './schedulerModel';

/** What a scheduler page loads: a process set, the quantum and the seed of the lottery. */
export interface SchedulerInput {
  algorithm: SchedulerAlgorithm;
  procs: readonly ProcessSpec[];
  quantum: number;
  seed: number;
}

export interface SchedulerExtras extends Record<string, string | number | boolean> {
  clock: number;
  completed: number;
  count: number;
  /** Averages over the completed processes, two decimals ('' before the first completion). */
  avgWaiting: string;
  avgTurnaround: string;
}

/** The outcome area's averages, the only place these two labels appear. */
export function averagesLine(model: SchedulerModel): string {
  const averages = model.averages();
  return averages ? `Average waiting time: ${twoDecimals(averages.waiting)} · Average turnaround time: ${twoDecimals(averages.turnaround)}` : '';
}

const completes = (pid: number, time: number) => `Time ${time}: ${name(pid)} completes`;

export function narrate(model: SchedulerModel): string {
  const [code, pid, time, extra] = model.state.last;
  switch (code) {
    case SchedulerOp.Arrive:
      return `Time ${time}: ${name(pid)} arrives and joins the queue`;
    case SchedulerOp.Preempt:
      return extra === PreemptReason.Quantum
        ? `Time ${time}: ${name(pid)} used its quantum and goes to the back of the queue`
        : `Time ${time}: a better process arrived; ${name(pid)} goes back to the queue`;
    case SchedulerOp.Dispatch:
      return extra > 0 ? `Time ${time}: the lottery draws ${name(pid)} from ${extra} queued` : `Time ${time}: ${name(pid)} gets the CPU`;
    case SchedulerOp.Tick:
      if (pid < 0) return `Time ${time}: the CPU is idle, the queue is empty`;
      // A new Gantt slice with no switch: say why (round robin, nobody waiting).
      return extra === TickKind.Renewed
        ? `Time ${time}: ${name(pid)} used its quantum; nobody waits, so it keeps the CPU for a fresh quantum`
        : `Time ${time}: ${name(pid)} runs`;
    case SchedulerOp.Complete:
      return completes(pid, time);
    default:
      return '';
  }
}

/**
 * The last step's own words, then the final averages in other words than the outcome line (whose
 * labels stay in one place). The last step is always the last completion: the end marker rides
 * along with it, so the engine shows this line instead of that step's narration, which must not
 * be lost ('Time 3: P1 completes' was never shown).
 */
export function finalNarration(model: SchedulerModel): string {
  const averages = model.averages();
  const { completedOrder, completion } = model.state;
  const last = completedOrder[completedOrder.length - 1];
  if (!averages || last === undefined) return '';
  return `${completes(last, completion[last]!)}. Done: every process completed, waiting ${twoDecimals(averages.waiting)} and turnaround ${twoDecimals(averages.turnaround)} on average`;
}

/** The scheduler's part of the engine: its worker, its model, its words. */
/** The scheduler's types, named once for the engine. */
export interface SchedulerTypes {
  input: SchedulerInput;
  runInput: SchedulerRunInput;
  meta: SchedulerRunMeta;
  model: SchedulerModel;
  extras: SchedulerExtras;
}

export const schedulerAdapter: FamilyAdapter<SchedulerTypes> = {
  starts: 'onLoad',
  worker: {
    create: () => new Worker(new URL('../../../workers/scheduler/scheduler.worker.ts', import.meta.url), { type: 'module' }),
    runInput: ({ algorithm, procs, quantum, seed }) => ({ algorithm, processes: procs.map((p) => ({ ...p })), quantum, seed }),
    errorText: (message) => `Couldn't start the scheduler: ${message}`,
  },
  model: {
    create: ({ algorithm, procs, quantum }) => new SchedulerModel(procs, algorithm, quantum),
  },
  story: {
    extras: (model) => {
      const averages = model.averages();
      return {
        clock: model.state.clock,
        completed: model.state.completedOrder.length,
        count: model.procs.length,
        avgWaiting: averages ? twoDecimals(averages.waiting) : '',
        avgTurnaround: averages ? twoDecimals(averages.turnaround) : '',
      };
    },
    narrate,
    // The averages so far, after each completion; the stage stays unfinished until the run ends.
    progress: (model, phase) => (phase === 'running' ? averagesLine(model) : ''),
    ending: (model) => ({ outcome: `All processes completed · ${averagesLine(model)}`, narration: finalNarration(model) }),
    pseudocode: ({ algorithm }) => SCHEDULER_CODE[algorithm].lines,
    code: schedulerCode,
  },
};

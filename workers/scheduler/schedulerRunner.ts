import type { FamilyRunner } from '../protocol/workerHost';
import { scheduleOperations } from './operations';
import { fieldError, isSetSize, PROCESS_FIELDS, SET_SIZE_ERROR } from './processRules';
import { schedulerOpCost } from './schedulerOps';
import { isSchedulerAlgorithm, LIMITS, type ProcessSpec, type SchedulerRunInput, type SchedulerRunMeta } from './schedulerTypes';
import { type ScheduleResult, schedule } from './simulate';

/** Rejects bad input with a message a person can read, before any work starts. */
export function validateSchedulerInput(raw: unknown): SchedulerRunInput {
  const input = raw as Partial<SchedulerRunInput> | null;
  if (!input || typeof input.algorithm !== 'string' || !isSchedulerAlgorithm(input.algorithm))
    throw new Error(`Unknown scheduler: ${String(input?.algorithm)}`);
  const { processes } = input;
  if (!Array.isArray(processes) || !isSetSize(processes.length)) throw new Error(SET_SIZE_ERROR);
  const checked: ProcessSpec[] = processes.map((p, i) => {
    for (const field of PROCESS_FIELDS) {
      const error = fieldError(i, field, p?.[field]);
      if (error) throw new Error(error);
    }
    return { arrival: p.arrival, burst: p.burst, priority: p.priority };
  });
  const quantum = input.quantum as number;
  if (!Number.isInteger(quantum) || quantum < 1 || quantum > LIMITS.maxQuantum)
    throw new Error(`The quantum must be a whole number from 1 to ${LIMITS.maxQuantum}`);
  return { algorithm: input.algorithm, processes: checked, quantum, seed: Number(input.seed) >>> 0 };
}

/**
 * A run's schedule, simulated once: the host asks for the operations and, separately, for a
 * second pass to count them, both with the run's one validated input object.
 */
const results = new WeakMap<SchedulerRunInput, ScheduleResult>();
function resultOf(input: SchedulerRunInput): ScheduleResult {
  let result = results.get(input);
  if (!result) {
    result = schedule(input.processes, input.algorithm, input.quantum, input.seed);
    results.set(input, result);
  }
  return result;
}

/** The scheduler's part of the engine: a whole run is at most ~5000 ticks, so counting is cheap. */
export const schedulerRunner: FamilyRunner<SchedulerRunInput, SchedulerRunMeta> = {
  validate: validateSchedulerInput,
  operations: (input) => scheduleOperations(resultOf(input), input.algorithm),
  meta: () => ({}),
  countStream: (input) => scheduleOperations(resultOf(input), input.algorithm),
  stepCostOf: () => schedulerOpCost,
};

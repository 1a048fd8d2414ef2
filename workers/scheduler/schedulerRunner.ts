import type { FamilyRunner } from '../protocol/workerHost';
import { scheduleOperations } from './operations';
import { isSchedulerAlgorithm, LIMITS, type ProcessSpec, type SchedulerRunInput, type SchedulerRunMeta } from './schedulerTypes';
import { schedule } from './simulate';

const inRange = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** Rejects bad input with a message a person can read, before any work starts. */
export function validateSchedulerInput(raw: unknown): SchedulerRunInput {
  const input = raw as Partial<SchedulerRunInput> | null;
  if (!input || typeof input.algorithm !== 'string' || !isSchedulerAlgorithm(input.algorithm)) throw new Error(`Unknown scheduler: ${String(input?.algorithm)}`);
  const { processes } = input;
  if (!Array.isArray(processes) || processes.length < LIMITS.minProcesses || processes.length > LIMITS.maxProcesses) {
    throw new Error(`A run needs ${LIMITS.minProcesses} to ${LIMITS.maxProcesses} processes`);
  }
  const checked: ProcessSpec[] = processes.map((p, i) => {
    if (!inRange(p?.arrival, 0, LIMITS.maxArrival)) throw new Error(`P${i}: arrival must be a whole number 0–${LIMITS.maxArrival}`);
    if (!inRange(p.burst, LIMITS.minBurst, LIMITS.maxBurst)) throw new Error(`P${i}: burst must be a whole number ${LIMITS.minBurst}–${LIMITS.maxBurst}`);
    if (!inRange(p.priority, LIMITS.minPriority, LIMITS.maxPriority)) throw new Error(`P${i}: priority must be a whole number ${LIMITS.minPriority}–${LIMITS.maxPriority}`);
    return { arrival: p.arrival, burst: p.burst, priority: p.priority };
  });
  if (!inRange(input.quantum, 1, LIMITS.maxQuantum)) throw new Error(`The quantum must be a whole number 1–${LIMITS.maxQuantum}`);
  return { algorithm: input.algorithm, processes: checked, quantum: input.quantum, seed: Number(input.seed) >>> 0 };
}

const resultOf = (input: SchedulerRunInput) => schedule(input.processes, input.algorithm, input.quantum, input.seed);

/** The scheduler's part of the engine: a whole run is at most ~5000 ticks, so counting is cheap. */
export const schedulerRunner: FamilyRunner<SchedulerRunInput, SchedulerRunMeta> = {
  validate: validateSchedulerInput,
  operations: (input) => scheduleOperations(resultOf(input), input.algorithm),
  meta: (input) => ({ length: resultOf(input).ticks.length }),
  countStream: (input) => scheduleOperations(resultOf(input), input.algorithm),
};

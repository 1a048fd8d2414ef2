import { LIMITS } from './schedulerTypes';

/** A process's name: spec §3's P0, P1, … in the order the set lists them. */
export const processName = (pid: number): string => `P${pid}`;

/** The fields a person gives for each process, named as the messages name them. */
export const PROCESS_FIELDS = ['arrival', 'burst', 'priority'] as const;
export type ProcessField = (typeof PROCESS_FIELDS)[number];

const bounds: Record<ProcessField, readonly [min: number, max: number]> = {
  arrival: [0, LIMITS.maxArrival],
  burst: [LIMITS.minBurst, LIMITS.maxBurst],
  priority: [LIMITS.minPriority, LIMITS.maxPriority],
};

/**
 * What is wrong with one field of a process, in words, or null when it is a whole number within
 * its bounds. The editor, the `procs` URL key and the worker's check all say it this way.
 */
export function fieldError(pid: number, field: ProcessField, value: number): string | null {
  const [min, max] = bounds[field];
  return Number.isInteger(value) && value >= min && value <= max ? null : `${processName(pid)} ${field} must be a whole number from ${min} to ${max}`;
}

/** A set's size is wrong (the editor cannot reach it; a link or a caller can). */
export const SET_SIZE_ERROR = `A set needs ${LIMITS.minProcesses} to ${LIMITS.maxProcesses} processes`;

export const isSetSize = (count: number): boolean => count >= LIMITS.minProcesses && count <= LIMITS.maxProcesses;

/** A number as typed in a cell or a link: up to three digits and nothing else, or NaN. */
export const typedWholeNumber = (text: string): number => (/^\d{1,3}$/.test(text) ? Number(text) : Number.NaN);

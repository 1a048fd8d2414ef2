import { LIMITS, type ProcessSpec } from '../../../workers/scheduler/schedulerTypes';

/** A row of the editable table as typed (text, so a half-typed cell is kept as it is). */
export interface DraftRow {
  arrival: string;
  burst: string;
  priority: string;
}

export const draftOf = (procs: readonly ProcessSpec[]): DraftRow[] => procs.map((p) => ({ arrival: String(p.arrival), burst: String(p.burst), priority: String(p.priority) }));

const cellRules: [keyof DraftRow, string, number, number][] = [
  ['arrival', 'arrival', 0, LIMITS.maxArrival],
  ['burst', 'burst', LIMITS.minBurst, LIMITS.maxBurst],
  ['priority', 'priority', LIMITS.minPriority, LIMITS.maxPriority],
];

/** The set the rows describe, or one message in words per bad cell (the run keeps the last valid set). */
export function readDraft(rows: readonly DraftRow[]): { procs: ProcessSpec[] } | { errors: string[] } {
  const errors: string[] = [];
  if (rows.length < LIMITS.minProcesses || rows.length > LIMITS.maxProcesses) errors.push(`A set needs ${LIMITS.minProcesses} to ${LIMITS.maxProcesses} processes.`);
  const procs = rows.map((row, i) => {
    const values = cellRules.map(([key, label, min, max]) => {
      const text = row[key].trim();
      const value = Number(text);
      if (!/^\d{1,3}$/.test(text) || value < min || value > max) errors.push(`P${i} ${label} must be a whole number from ${min} to ${max}.`);
      return value;
    });
    return { arrival: values[0], burst: values[1], priority: values[2] };
  });
  return errors.length ? { errors } : { procs };
}

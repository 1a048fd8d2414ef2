import { fieldError, isSetSize, PROCESS_FIELDS, SET_SIZE_ERROR, typedWholeNumber } from '../../../workers/scheduler/processRules';
import type { ProcessSpec } from '../../../workers/scheduler/schedulerTypes';

/** A row of the editable table as typed (text, so a half-typed cell is kept as it is). */
export interface DraftRow {
  arrival: string;
  burst: string;
  priority: string;
}

export const draftOf = (procs: readonly ProcessSpec[]): DraftRow[] =>
  procs.map((p) => ({ arrival: String(p.arrival), burst: String(p.burst), priority: String(p.priority) }));

/** The set the rows describe, or one message in words per bad cell (the run keeps the last valid set). */
export function readDraft(rows: readonly DraftRow[]): { procs: ProcessSpec[] } | { errors: string[] } {
  const errors: string[] = [];
  if (!isSetSize(rows.length)) errors.push(SET_SIZE_ERROR);
  const procs = rows.map((row, i) => {
    const process = {
      arrival: typedWholeNumber(row.arrival.trim()),
      burst: typedWholeNumber(row.burst.trim()),
      priority: typedWholeNumber(row.priority.trim()),
    };
    for (const field of PROCESS_FIELDS) {
      const error = fieldError(i, field, process[field]);
      if (error) errors.push(error);
    }
    return process;
  });
  return errors.length ? { errors } : { procs };
}

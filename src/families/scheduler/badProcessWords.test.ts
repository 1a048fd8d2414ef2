import { describe, expect, it } from 'vitest';
import { validateSchedulerInput } from '../../../workers/scheduler/schedulerRunner';
import { readDraft } from './processDraft';
import { parseProcs } from './processSets';

describe('a bad process, wherever it comes from', () => {
  it('is named in the same words by the editor, the procs link and the worker', () => {
    const sentence = 'P1 burst must be a whole number from 1 to 100';
    expect(
      readDraft([
        { arrival: '0', burst: '3', priority: '1' },
        { arrival: '0', burst: '0', priority: '1' },
      ]),
    ).toEqual({ errors: [sentence] });
    expect(parseProcs('0:3,0:0')).toBe(sentence);
    const run = {
      algorithm: 'fcfs',
      quantum: 1,
      seed: 1,
      processes: [
        { arrival: 0, burst: 3, priority: 1 },
        { arrival: 0, burst: 0, priority: 1 },
      ],
    };
    expect(() => validateSchedulerInput(run)).toThrow(sentence);
  });
  it('and so is a set of the wrong size', () => {
    expect(readDraft([])).toEqual({ errors: ['A set needs 1 to 50 processes'] });
    expect(parseProcs(Array(51).fill('0:1').join(','))).toBe('A set needs 1 to 50 processes');
    expect(() => validateSchedulerInput({ algorithm: 'fcfs', quantum: 1, seed: 1, processes: [] })).toThrow('A set needs 1 to 50 processes');
  });
});

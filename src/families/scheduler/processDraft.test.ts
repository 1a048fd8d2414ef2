import { describe, expect, it } from 'vitest';
import { draftOf, readDraft } from './processDraft';

describe('editable process set', () => {
  it('reads valid rows as processes, round-tripping a set', () => {
    const procs = [
      { arrival: 0, burst: 100, priority: 10 },
      { arrival: 100, burst: 1, priority: 1 },
    ];
    expect(readDraft(draftOf(procs))).toEqual({ procs });
  });
  it('names every bad cell in words', () => {
    const result = readDraft([
      { arrival: '101', burst: '0', priority: '3' },
      { arrival: '2', burst: 'x', priority: '11' },
    ]);
    expect(result).toEqual({
      errors: [
        'P0 arrival must be a whole number from 0 to 100',
        'P0 burst must be a whole number from 1 to 100',
        'P1 burst must be a whole number from 1 to 100',
        'P1 priority must be a whole number from 1 to 10',
      ],
    });
  });
  it('refuses an empty set and more than 50 processes', () => {
    expect(readDraft([])).toEqual({ errors: ['A set needs 1 to 50 processes'] });
    const row = { arrival: '0', burst: '1', priority: '1' };
    expect(readDraft(Array.from({ length: 51 }, () => row))).toEqual({ errors: ['A set needs 1 to 50 processes'] });
  });
});

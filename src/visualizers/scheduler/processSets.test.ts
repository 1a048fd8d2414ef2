import { describe, expect, it } from 'vitest';
import { changeSetting, randomProcesses } from './processSets';

const drawn = (n: number, range: number, seed: number, q = 1) => ({ n, range, seed, q, procs: randomProcesses(n, range, seed) });
const textbook = { n: 4, range: 5, seed: 1, q: 5, procs: [53, 17, 68, 24].map((burst) => ({ arrival: 0, burst, priority: 1 })) };

describe('changing the random-set settings', () => {
  it('draws a new set when the range changes under a random set', () => {
    expect(changeSetting(drawn(5, 5, 3), { range: 12 })).toEqual(drawn(5, 12, 3));
  });
  it('keeps a typed-in set when only the range changes, so the quantum can go up to it', () => {
    const widened = changeSetting(textbook, { range: 20 });
    expect(widened.procs).toBe(textbook.procs);
    expect(widened.range).toBe(20);
  });
  it('clamps the quantum when the range is lowered, whatever the set', () => {
    expect(changeSetting({ ...textbook, range: 20, q: 20 }, { range: 8 }).q).toBe(8);
    expect(changeSetting(drawn(5, 20, 3, 20), { range: 8 }).q).toBe(8);
  });
  it('draws a new set when the count or the seed changes, even over a typed-in set', () => {
    expect(changeSetting(textbook, { n: 6 })).toEqual({ ...drawn(6, 5, 1), q: 5 });
    expect(changeSetting(textbook, { seed: 9 })).toEqual({ ...drawn(4, 5, 9), q: 5 });
  });
});

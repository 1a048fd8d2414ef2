import { describe, expect, it } from 'vitest';
import { changeQuantum, changeSetting, isRandomSet, randomProcesses } from './processSets';

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
    expect(changeSetting(textbook, { seed: 9 })).toEqual({ ...drawn(5, 5, 9), q: 5 });
  });
  it("draws 5–50 random processes for New processes after an own set of 1–4 (Silberschatz's three)", () => {
    const three = { n: 3, range: 5, seed: 1, q: 1, procs: [24, 3, 3].map((burst) => ({ arrival: 0, burst, priority: 1 })) };
    const fresh = changeSetting(three, { seed: 77 });
    expect(fresh).toEqual(drawn(5, 5, 77));
    expect(isRandomSet(fresh)).toBe(true);
    expect(changeSetting({ ...three, n: 1, procs: three.procs.slice(0, 1) }, { seed: 8 }).procs).toHaveLength(5);
  });
});

describe('an own set, told apart from a random one', () => {
  it('is any set its settings do not draw, whatever its size', () => {
    expect(isRandomSet(drawn(5, 5, 3))).toBe(true);
    expect(isRandomSet(drawn(50, 50, 9))).toBe(true);
    expect(isRandomSet(textbook)).toBe(false);
    const typed = drawn(6, 9, 3);
    typed.procs = typed.procs.map((p, i) => (i === 2 ? { ...p, burst: p.burst + 1 } : p));
    expect(isRandomSet(typed)).toBe(false);
  });
});

describe('changing the quantum', () => {
  it('raises the range with it for an own set, keeping the set (the textbook q = 20 typed in by hand)', () => {
    expect(changeQuantum(textbook, 20)).toEqual({ q: 20, range: 20 });
    expect(changeQuantum({ ...textbook, range: 30 }, 20)).toEqual({ q: 20, range: 30 });
    expect(changeQuantum(textbook, 80)).toEqual({ q: 50, range: 50 });
  });
  it("keeps a random set's quantum within its time range (spec §5), which would otherwise draw another set", () => {
    expect(changeQuantum(drawn(5, 5, 3), 20)).toEqual({ q: 5, range: 5 });
    expect(changeQuantum(drawn(5, 12, 3), 7)).toEqual({ q: 7, range: 12 });
  });
});

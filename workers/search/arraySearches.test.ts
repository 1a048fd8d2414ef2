import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { binarySearch, linearSearch } from './arraySearches';
import { Op, opCost } from './searchOps';

function run(gen: Generator<readonly number[], number, undefined>) {
  const ops: (readonly number[])[] = [];
  for (;;) {
    const next = gen.next();
    if (next.done) return { index: next.value, ops };
    ops.push(next.value);
  }
}

describe('linear search', () => {
  it('returns the first index of the key, the ends included, and -1 when absent', () => {
    const values = [7, 3, 9, 3, 1];
    expect(run(linearSearch(values, 7)).index).toBe(0);
    expect(run(linearSearch(values, 1)).index).toBe(4);
    expect(run(linearSearch(values, 3)).index).toBe(1);
    const missing = run(linearSearch(values, 4));
    expect(missing.index).toBe(-1);
    expect(missing.ops.filter((op) => op[0] === Op.Look)).toHaveLength(5);
    expect(missing.ops.some((op) => op[0] === Op.Found)).toBe(false);
  });
});

describe('binary search', () => {
  // The middles a run looks at, in order.
  const probes = (values: number[], key: number) =>
    run(binarySearch(values, key))
      .ops.filter((op) => op[0] === Op.Look)
      .map((op) => op[1]);
  const textbook = [2, 5, 8, 12, 16, 23, 38, 56, 72, 91];

  it('probes the textbook array as textbooks do and stops at the first match', () => {
    expect(run(binarySearch(textbook, 23)).index).toBe(5);
    expect(probes(textbook, 23)).toEqual([4, 7, 5]);
    // Found at the first middle: one comparison, not a search on to the left.
    expect(run(binarySearch(textbook, 16)).index).toBe(4);
    expect(probes(textbook, 16)).toEqual([4]);
    expect(probes(textbook, 2)).toEqual([4, 1, 0]);
    expect(probes(textbook, 91)).toEqual([4, 7, 8, 9]);
  });

  it('returns the copy it meets first among duplicates, both ends, and -1 when absent', () => {
    const values = [1, 2, 2, 2, 5, 8, 8, 13];
    expect(run(binarySearch(values, 2)).index).toBe(3);
    expect(run(binarySearch(values, 8)).index).toBe(5);
    expect(run(binarySearch(values, 1)).index).toBe(0);
    expect(run(binarySearch(values, 13)).index).toBe(7);
    expect(run(binarySearch(values, 0)).index).toBe(-1);
    expect(run(binarySearch(values, 14)).index).toBe(-1);
    expect(run(binarySearch(values, 6)).index).toBe(-1);
    expect(probes(values, 6)).toEqual([3, 5, 4]);
  });

  it('finds the key exactly when indexOf does, in at most log2(n) + 1 looks, each inside its window, the last the match', () => {
    const random = seededRandom(5);
    for (let t = 0; t < 300; t++) {
      const n = 5 + Math.floor(random() * 995);
      const values = Array.from({ length: n }, () => Math.floor(random() * 60)).sort((a, b) => a - b);
      const key = Math.floor(random() * 65);
      const { index, ops } = run(binarySearch(values, key));
      if (values.includes(key)) expect(values[index]).toBe(key);
      else expect(index).toBe(-1);
      const looks = ops.filter((op) => op[0] === Op.Look);
      expect(looks.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n + 1)));
      if (index >= 0) expect(looks[looks.length - 1]).toEqual([Op.Look, index, 0, 0]);
      for (let i = 0; i + 1 < ops.length; i++) {
        if (ops[i]![0] === Op.Window) expect(ops[i + 1]).toEqual([Op.Look, ops[i]![3], 0, 0]);
      }
      // Each row of the trace is two steps, its window and its comparison, and the run ends on the
      // last comparison: what follows it (found, or the window emptied) is a marker told with it.
      const visible = ops.filter((op) => opCost(op[0]!) > 0);
      expect(visible.map((op) => op[0])).toEqual(looks.flatMap(() => [Op.Window, Op.Look]));
      expect(ops.at(-1)?.[0]).toBe(index >= 0 ? Op.Found : Op.Emptied);
    }
  });
});

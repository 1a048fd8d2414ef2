import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../workers/protocol/random';
import { sortStarters } from '../../../workers/sort/algorithms';
import type { SortGenerator } from '../../../workers/sort/emit';
import { mergeSortFunction, mergeSortLoop } from '../../../workers/sort/mergeSorts';
import { Op } from '../../../workers/sort/sortOps';
import { BarModel } from './barModel';
import { narrate } from './narration';

/** Whether the array passes through every state of `expected`, in order, while the sort runs. */
function passesThrough(sort: (a: number[]) => SortGenerator, values: number[], expected: string[]): number {
  const a = [...values];
  let reached = 0;
  for (const _ of sort(a)) if (a.join(',') === expected[reached]) reached++;
  return reached;
}

describe('merge sort, on the textbook array [38,27,43,3,9,82,10]', () => {
  it('(function) splits as CLRS does, the middle element going left, and merges in its order', () => {
    const merges = ['27,38,43,3,9,82,10', '27,38,3,43,9,82,10', '3,27,38,43,9,82,10', '3,27,38,43,9,10,82', '3,9,10,27,38,43,82'];
    expect(passesThrough(mergeSortFunction, [38, 27, 43, 3, 9, 82, 10], merges)).toBe(merges.length);
  });

  it('(loop) merges runs of width 1, 2 and 4 from the left, bottom up', () => {
    const merges = ['27,38,3,43,9,82,10', '3,27,38,43,9,82,10', '3,27,38,43,9,10,82', '3,9,10,27,38,43,82'];
    expect(passesThrough(mergeSortLoop, [38, 27, 43, 3, 9, 82, 10], merges)).toBe(merges.length);
  });
});

/**
 * The pairs a textbook merge compares (left candidate first), from a plain merge sort on arrays
 * (no in-place writes), top down with the middle element going left, or bottom up by widths.
 */
function referencePairs(values: number[], bottomUp: boolean): string[] {
  const pairs: string[] = [];
  const merged = (left: number[], right: number[]): number[] => {
    const out: number[] = [];
    while (left.length && right.length) {
      pairs.push(`comparing ${left[0]} and ${right[0]}`);
      out.push((left[0]! <= right[0]! ? left.shift() : right.shift()) as number);
    }
    return out.concat(left, right);
  };
  const sortedTopDown = (run: number[]): number[] =>
    run.length < 2 ? run : merged(sortedTopDown(run.slice(0, Math.ceil(run.length / 2))), sortedTopDown(run.slice(Math.ceil(run.length / 2))));
  if (!bottomUp) sortedTopDown(values);
  else {
    let runs = values.map((v) => [v]);
    while (runs.length > 1) runs = runs.flatMap((run, i) => (i % 2 ? [] : [i + 1 < runs.length ? merged(run, runs[i + 1]!) : run]));
  }
  return pairs;
}

/** What the page narrates at each comparison, replaying the sort's operations on its bar model. */
function narratedPairs(algorithm: 'mergesort(loop)' | 'mergesort(function)', values: number[]): string[] {
  const model = new BarModel(algorithm, values);
  const ops = new Int32Array(4);
  const said: string[] = [];
  for (const op of sortStarters[algorithm]([...values], seededRandom(0))) {
    ops.set(op);
    model.apply(ops, 0);
    if (op[0] === Op.Compare) said.push(narrate(model));
  }
  return said;
}

describe('merge sort names the values it compares', () => {
  it("narrates CLRS Fig. 2.3's merge of 2 4 5 7 | 1 2 3 6 pair by pair, though merged values cover the left run's bars", () => {
    const lastMerge = narratedPairs('mergesort(function)', [2, 4, 5, 7, 1, 2, 3, 6]).slice(-7);
    expect(lastMerge).toEqual(['2:1', '2:2', '4:2', '4:3', '4:6', '5:6', '7:6'].map((p) => `comparing ${p.replace(':', ' and ')}`));
  });
  it.each([
    ['function', 'mergesort(function)', false],
    ['loop', 'mergesort(loop)', true],
  ] as const)('(%s) on random values, every narrated pair is the pair a textbook merge compares', (_name, algorithm, bottomUp) => {
    const random = seededRandom(11);
    for (const n of [5, 8, 13, 100]) {
      const values = Array.from({ length: n }, () => Math.floor(random() * 50));
      expect(narratedPairs(algorithm, values)).toEqual(referencePairs(values, bottomUp));
    }
  });
});

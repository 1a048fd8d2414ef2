// The line each step of a sort marks, on the real generators stepped by hand through a real
// player and the page's model, against traces worked out by hand from the pseudocode.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../workers/protocol/random';
import { ChunkedRun } from '../../../workers/protocol/workerHost';
import { Op } from '../../../workers/sort/sortOps';
import {
  BOGO,
  BUBBLE,
  COUNTING,
  HEAP,
  INSERTION,
  type Listing,
  MERGE_FUNCTION,
  MERGE_LOOP,
  QUICK_FIRST,
  QUICK_LAST,
  QUICK_RANDOM,
  RADIX,
  SELECTION_MAX,
  SELECTION_MINMAX,
  sortPseudocode,
} from '../../../workers/sort/sortPseudocode';
import { sortRunner } from '../../../workers/sort/sortRunner';
import { type SortAlgorithm, sortAlgorithms } from '../../../workers/sort/sortTypes';
import { drive, stepThrough } from '../../engine/player/playerDrive.testSupport';
import type { CodePosition } from '../../engine/story/code';
import type { BarModel } from './barModel';
import { sortAdapter } from './sortAdapter';
import type { SortState } from './sortState';

function codeOf(model: BarModel): CodePosition {
  const position = sortAdapter.story.code(model);
  if (!position) throw new Error('the sort story tells no code position');
  return position;
}

/** A run as the page makes it: the adapter's model, the worker's generator in chunks. */
function runOf(algorithm: SortAlgorithm, values: number[], seed = 0) {
  const input = { algorithm, values, seed };
  const model = sortAdapter.model.create(input, []);
  const run = new ChunkedRun((table) => sortRunner.operations(sortRunner.validate(sortAdapter.worker.runInput(input)), table));
  return { model, next: () => run.next() };
}

/** What each step of a whole run marks: the line and the variables, with the step's visible operation. */
async function steps(algorithm: SortAlgorithm, values: number[], seed = 0) {
  const { model, next } = runOf(algorithm, values, seed);
  return stepThrough<SortState, CodePosition & { op: number }>(model, next, () => ({ ...codeOf(model), op: model.state.lastCode }));
}

/** A line's name in its listing ('compare'), so a trace reads as the pseudocode does. */
function nameOf<K extends string>(listing: Listing<K>, line: number): string {
  const named: [string, unknown][] = Object.entries(listing);
  return named.find(([name, at]) => name !== 'lines' && at === line)?.[0] ?? `line ${line}`;
}

async function trace<K extends string>(algorithm: SortAlgorithm, listing: Listing<K>, values: number[], seed = 0) {
  const seen = await steps(algorithm, values, seed);
  return { lines: seen.map((s) => nameOf(listing, s.line)), vars: seen.map((s) => Object.fromEntries(s.variables)) };
}

describe('each sort marks the line its step executes (hand-made traces)', () => {
  it('bubble sort on 3,1,2: compare, swap, compare, swap, compare; i the pass, j the pair', async () => {
    const { lines, vars } = await trace('bubblesort', BUBBLE, [3, 1, 2]);
    // 3 1 2 → 1 3 2 → 1 2 3, then the second pass compares 1 and 2.
    expect(lines).toEqual(['compare', 'swap', 'compare', 'swap', 'compare']);
    expect(vars).toEqual([
      { i: 0, j: 0 },
      { i: 0, j: 0 },
      { i: 0, j: 1 },
      { i: 0, j: 1 },
      { i: 1, j: 0 },
    ]);
  });

  it('selection sort (max) on 3,1,2: two compares against max = 0, its swap to end 2, then end 1', async () => {
    const { lines, vars } = await trace('selectionsort(max)', SELECTION_MAX, [3, 1, 2]);
    expect(lines).toEqual(['compare', 'compare', 'swap', 'compare', 'swap']);
    expect(vars).toEqual([
      { end: 2, i: 1, max: 0 },
      { end: 2, i: 2, max: 0 },
      { end: 2, max: 0 },
      { end: 1, i: 1, max: 0 },
      { end: 1, max: 0 },
    ]);
  });

  it('selection sort (min and max) on 5,1,4,2,3: min then max for each i, both swaps, then the narrower pass', async () => {
    const { lines, vars } = await trace('selectionsort(minmax)', SELECTION_MINMAX, [5, 1, 4, 2, 3]);
    const scan = (n: number) => Array.from({ length: n }, () => ['compareMin', 'compareMax']).flat();
    expect(lines).toEqual([...scan(4), 'swapMin', 'swapMax', ...scan(2), 'swapMin', 'swapMax']);
    // After the 1 moves to low, the 5 that stood at low is where the 1 was: max follows it (max = min).
    expect(vars[8]).toEqual({ low: 0, high: 4, min: 1, max: 0 });
    expect(vars[9]).toEqual({ low: 0, high: 4, min: 1, max: 1 });
    // 1 3 4 2 5: the second pass scans 1..3 from min = max = low = 1.
    expect(vars[10]).toEqual({ low: 1, high: 3, i: 2, min: 1, max: 1 });
    expect(vars[13]).toEqual({ low: 1, high: 3, i: 3, min: 1, max: 2 });
    expect(vars[15]).toEqual({ low: 1, high: 3, min: 3, max: 2 });
  });

  it('insertion sort on 3,1,2: the 1 sinks one place, the 2 one place and stops at the 1', async () => {
    const { lines, vars } = await trace('insertionsort', INSERTION, [3, 1, 2]);
    expect(lines).toEqual(['compare', 'swap', 'compare', 'swap', 'compare']);
    expect(vars).toEqual([
      { i: 1, j: 1 },
      { i: 1, j: 1 },
      { i: 2, j: 2 },
      { i: 2, j: 2 },
      { i: 2, j: 1 },
    ]);
  });

  it('bogosort on 1,2,3 checks both pairs and stops; on 2,1 with seed 0 it shuffles once', async () => {
    expect((await trace('bogosort', BOGO, [1, 2, 3])).lines).toEqual(['compare', 'compare']);
    // Seed 0 draws j = 0 for i = 1: swap a[1] and a[0], and the check passes.
    const { lines, vars } = await trace('bogosort', BOGO, [2, 1], 0);
    expect(lines).toEqual(['compare', 'swap', 'compare']);
    expect(vars).toEqual([{ i: 0 }, { i: 1, j: 0 }, { i: 0 }]);
  });

  it('heap sort on 1,2,3: the build sifts the 1 down, then each root goes to the end (a sift swap and the root swap of the same pair told apart)', async () => {
    const { lines, vars } = await trace('heapsort', HEAP, [1, 2, 3]);
    expect(lines).toEqual(['compareChildren', 'compareParent', 'swapChild', 'swapRoot', 'compareParent', 'swapChild', 'swapRoot']);
    expect(vars).toEqual([
      { start: 0, size: 3, parent: 0, child: 1 },
      { start: 0, size: 3, parent: 0, child: 2 },
      { start: 0, size: 3, parent: 0, child: 2 },
      { end: 2 },
      { end: 2, size: 2, parent: 0, child: 1 },
      { end: 2, size: 2, parent: 0, child: 1 },
      { end: 1 },
    ]);
  });

  it('heap sort builds 1,2,3,4,5 from start 1, then start 0 (whose sift goes on down to parent 1)', async () => {
    const { lines, vars } = await trace('heapsort', HEAP, [1, 2, 3, 4, 5]);
    const sift = ['compareChildren', 'compareParent', 'swapChild'];
    expect(lines.slice(0, 9)).toEqual([...sift, ...sift, ...sift]);
    expect(vars.slice(0, 9).map((v) => [v.start, v.parent, v.child])).toEqual([
      [1, 1, 3],
      [1, 1, 4],
      [1, 1, 4],
      [0, 0, 1],
      [0, 0, 1],
      [0, 0, 1],
      [0, 1, 3],
      [0, 1, 3],
      [0, 1, 3],
    ]);
  });

  it('quick sort (pivot last) on CLRS Fig. 7.1, 2,8,7,1,3,5,6,4: every partition and its range', async () => {
    const { lines, vars } = await trace('quicksort(pivotlast)', QUICK_LAST, [2, 8, 7, 1, 3, 5, 6, 4]);
    const ends = ['swapPivot', 'swapPivot', 'placed'];
    expect(lines).toEqual([
      ...['choosePivot', 'compare', 'compare', 'compare', 'compare', 'swapStore', 'compare', 'swapStore', 'compare', 'compare', ...ends],
      ...['choosePivot', 'compare', 'compare', 'placed'],
      ...['choosePivot', 'compare', ...ends],
      ...['choosePivot', 'compare', 'compare', 'compare', 'placed'],
      ...['choosePivot', 'compare', 'compare', 'swapStore', ...ends],
    ]);
    expect(vars[0]).toEqual({ low: 0, high: 7, pivot: '4 (index 7)' });
    // The 1 at i = 3 joins the block before store = 1; then the 3 at i = 4, store = 2.
    expect(vars[5]).toEqual({ low: 0, high: 7, pivot: '4 (index 7)', i: 3, store: 1 });
    expect(vars[6]).toEqual({ low: 0, high: 7, pivot: '4 (index 7)', i: 4, store: 2 });
    expect(vars[10]).toEqual({ low: 0, high: 7, pivot: '4 (index 7)', store: 3 });
    expect(vars[11]).toEqual({ low: 0, high: 7, pivot: '4 (index 3)', store: 3 });
    // The ranges left and right of each placed pivot.
    expect([13, 17, 22, 27].map((k) => [vars[k]!.low, vars[k]!.high])).toEqual([
      [0, 2],
      [0, 1],
      [4, 7],
      [4, 6],
    ]);
  });

  it('quick sort (pivot first) on 4,5,1,3,2: store moves on before each swap, which names it', async () => {
    const { lines, vars } = await trace('quicksort(pivotfirst)', QUICK_FIRST, [4, 5, 1, 3, 2]);
    const ends = ['swapPivot', 'swapPivot', 'placed'];
    expect(lines).toEqual([
      ...['choosePivot', 'compare', 'compare', 'swapStore', 'compare', 'swapStore', 'compare', 'swapStore', ...ends],
      ...['choosePivot', 'compare', 'compare', ...ends],
    ]);
    expect(vars[3]).toEqual({ low: 0, high: 4, pivot: '4 (index 0)', i: 2, store: 1 });
    expect(vars[4]).toEqual({ low: 0, high: 4, pivot: '4 (index 0)', i: 3, store: 1 });
    expect(vars[8]).toEqual({ low: 0, high: 4, pivot: '4 (index 0)', store: 3 });
    // 2 1 3 | 4 | 5: the range left of the 4 is 0..2.
    expect(vars[11]).toEqual({ low: 0, high: 2, pivot: '2 (index 0)' });
    expect(vars[13]).toEqual({ low: 0, high: 2, pivot: '2 (index 0)', i: 2, store: 1 });
  });

  it('quick sort (randomised) on 3,1,2 with seed 8: the random pick moves to high first, or is high already', async () => {
    const { lines, vars } = await trace('quicksort(randomised)', QUICK_RANDOM, [3, 1, 2], 8);
    // Seed 8 picks r = 0 of 0..2 (the 3 goes to the end), then r = 1 of 0..1 (high: no swap).
    expect(lines).toEqual([
      'swapRandom',
      'choosePivot',
      'compare',
      'compare',
      'placed',
      'choosePivot',
      'compare',
      'swapPivot',
      'swapPivot',
      'placed',
    ]);
    expect(vars[0]).toEqual({ low: 0, high: 2, r: 0 });
    expect(vars[1]).toEqual({ low: 0, high: 2, r: 0, pivot: '3 (index 2)' });
    expect(vars[5]).toEqual({ low: 0, high: 1, r: 1, pivot: '1 (index 1)' });
  });

  it('counting sort on 2,0,2: three counts, then the 0 and the two 2s written back', async () => {
    const { lines, vars } = await trace('countingsort', COUNTING, [2, 0, 2]);
    expect(lines).toEqual(['count', 'count', 'count', 'place', 'place', 'place']);
    expect(vars).toEqual([
      { i: 0, 'a[i]': 2, 'count[a[i]]': 1 },
      { i: 1, 'a[i]': 0, 'count[a[i]]': 1 },
      { i: 2, 'a[i]': 2, 'count[a[i]]': 2 },
      { value: 0, 'count[value]': 0, at: 0 },
      { value: 2, 'count[value]': 1, at: 1 },
      { value: 2, 'count[value]': 0, at: 2 },
    ]);
  });

  it('radix sort on 31,12,22: a pass by the ones, then by the tens', async () => {
    const { lines, vars } = await trace('radixsort', RADIX, [31, 12, 22]);
    const pass = ['put', 'put', 'put', 'place', 'place', 'place'];
    expect(lines).toEqual([...pass, ...pass]);
    expect(vars[1]).toEqual({ d: 1, i: 1, 'a[i]': 12, bucket: 2 });
    expect(vars[3]).toEqual({ d: 1, bucket: 1, value: 31, at: 0 });
    expect(vars[6]).toEqual({ d: 2, i: 0, 'a[i]': 31, bucket: 3 });
    expect(vars[11]).toEqual({ d: 2, bucket: 3, value: 31, at: 2 });
  });

  it('merge sort (loop) on 3,1,2: runs of width 1, then 2; the rest of the left run copied after the right ran out', async () => {
    const { lines, vars } = await trace('mergesort(loop)', MERGE_LOOP, [3, 1, 2]);
    expect(lines).toEqual(['compare', 'takeRight', 'restLeft', 'compare', 'takeLeft', 'compare', 'takeRight', 'restLeft']);
    expect(vars[0]).toEqual({ width: 1, low: 0, mid: 1, high: 2, i: 0, j: 0, k: 0 });
    expect(vars[2]).toEqual({ width: 1, low: 0, mid: 1, high: 2, i: 0, j: 1, k: 1 });
    expect(vars[5]).toEqual({ width: 2, low: 0, mid: 2, high: 3, i: 1, j: 0, k: 1 });
    expect(vars[7]).toEqual({ width: 2, low: 0, mid: 2, high: 3, i: 1, j: 1, k: 2 });
  });

  it('merge sort (function) on 1,3,2: merges 0..1 with the right run left over, then 0..2 with the left', async () => {
    const { lines, vars } = await trace('mergesort(function)', MERGE_FUNCTION, [1, 3, 2]);
    expect(lines).toEqual(['compare', 'takeLeft', 'restRight', 'compare', 'takeLeft', 'compare', 'takeRight', 'restLeft']);
    expect(vars[2]).toEqual({ low: 0, mid: 1, high: 2, i: 1, j: 0, k: 1 });
    expect(vars[3]).toEqual({ low: 0, mid: 2, high: 3, i: 0, j: 0, k: 0 });
    expect(vars[7]).toEqual({ low: 0, mid: 2, high: 3, i: 1, j: 1, k: 2 });
  });

  it('merge sort (function) names the range of every merge of an odd, uneven split (CLRS q = ⌊(p+r)/2⌋ over 7 bars)', async () => {
    const seen = await steps('mergesort(function)', [38, 27, 43, 3, 9, 82, 10]);
    const ranges = new Set(
      seen
        .filter((s) => s.op === Op.Compare)
        .map((s) => Object.fromEntries(s.variables))
        .map((v) => `${v.low}-${v.mid}-${v.high}`),
    );
    expect([...ranges]).toEqual(['0-1-2', '2-3-4', '0-2-4', '4-5-6', '4-6-7', '0-4-7']);
  });
});

describe('every sort keeps to the one style, on random bars', () => {
  const random = seededRandom(48);
  const values = Array.from({ length: 9 }, () => Math.floor(random() * 40));
  const wordsFor: Partial<Record<number, RegExp>> = {
    [Op.Compare]: /^(if|while) /,
    [Op.Swap]: /^swap /,
    [Op.Set]: /^a\[k\] = /,
    [Op.Count]: /^count\[a\[i\]\] = /,
    [Op.BucketPut]: /^move a\[i\] /,
    [Op.BucketTake]: /^a\[at\] = /,
    [Op.Pivot]: /^(pivot = |swap |return )/,
  };

  it.each(sortAlgorithms)('%s: each step marks a line saying what its operation does, and names only what the lines name', async (algorithm) => {
    const lines = sortPseudocode[algorithm];
    const seen = algorithm === 'bogosort' ? await steps(algorithm, [3, 1, 2, 5, 4], 3) : await steps(algorithm, values, 5);
    expect(seen.length).toBeGreaterThan(3);
    for (const [k, step] of seen.entries()) {
      const text = lines[step.line]?.trim() ?? '';
      expect(text, `step ${k + 1}`).toMatch(wordsFor[step.op] ?? /^$/);
      for (const [name, value] of step.variables) {
        expect(
          lines.some((line) => line.includes(name)),
          `${name} at step ${k + 1}`,
        ).toBe(true);
        expect(typeof value === 'string' || (Number.isInteger(value) && value >= 0), `${name} = ${value}`).toBe(true);
      }
    }
  });

  it('lines are short, indented two spaces a level, one level deeper at most from one line to the next', () => {
    for (const algorithm of sortAlgorithms) {
      let depth = 0;
      for (const line of sortPseudocode[algorithm]) {
        const indent = line.length - line.trimStart().length;
        expect(indent % 2, line).toBe(0);
        expect(indent / 2, line).toBeLessThanOrEqual(depth + 1);
        expect(line.trim().length, line).toBeLessThanOrEqual(60);
        depth = indent / 2;
      }
    }
  });
});

describe('the marked line follows the stage back and forth', () => {
  it('no line before the first step; a step back shows the line before again; a seek back to 0 clears it', async () => {
    const { model, next } = runOf('bubblesort', [3, 1, 2]);
    const { player } = drive<SortState, BarModel>(model, next);
    expect(codeOf(model)).toEqual({ line: -1, variables: [] });
    const seen: number[] = [];
    for (let k = 0; k < 3; k++) {
      await player.stepForward();
      seen.push(codeOf(model).line);
    }
    expect(seen).toEqual([BUBBLE.compare, BUBBLE.swap, BUBBLE.compare]);
    await player.stepBack();
    expect(codeOf(model)).toEqual({
      line: BUBBLE.swap,
      variables: [
        ['i', 0],
        ['j', 0],
      ],
    });
    await player.seek(0);
    expect(codeOf(model).line).toBe(-1);
  });

  it("the page shows the pseudocode of the input's algorithm (a race: each side's own)", () => {
    expect(sortAdapter.story.pseudocode({ algorithm: 'heapsort', values: [1], seed: 0 })).toBe(HEAP.lines);
    expect(sortAdapter.story.pseudocode({ algorithm: 'bubblesort', values: [1], seed: 0 })).toBe(BUBBLE.lines);
  });
});

import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { seededRandom } from '../../../workers/protocol/random';
import { sortStarters } from '../../../workers/sort/algorithms';
import { Op, Phase } from '../../../workers/sort/sortOps';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { BarModel } from './barModel';

/**
 * Published textbook traces (CLRS 3rd/4th ed., Wikipedia, GeeksforGeeks, Preiss), checked against
 * the real generators: each operation is replayed on the page's bar model, so the states below are
 * the ones a student sees on the bars, and the counters are the page's own.
 */

/** One operation of a run and the bars (and bucket counts) just before it is applied. */
interface Step {
  code: number;
  a: number;
  b: number;
  before: string;
  bucketsBefore: number[];
}

const show = (values: ArrayLike<number>) => Array.from(values).join(' ');

function trace(algorithm: SortAlgorithm, values: number[]) {
  const model = new BarModel(algorithm, values);
  const buffer = new Int32Array(OP_WIDTH);
  const steps: Step[] = [];
  for (const op of sortStarters[algorithm]([...values], seededRandom(1))) {
    steps.push({ code: op[0], a: op[1], b: op[2], before: show(model.values), bucketsBefore: Array.from(model.buckets) });
    buffer.set(op);
    model.apply(buffer, 0);
  }
  return { steps, model, final: show(model.values), comparisons: steps.filter((s) => s.code === Op.Compare).length };
}

/** A `sorted` marker for a single bar: the sort has just fixed that bar's final place. */
const placesOneBar = (s: Step) => s.code === Op.Sorted && s.b === s.a + 1;

/** Heap sort: the built heap, then the bars after each extraction (CLRS Fig. 6.4 (a)–(j)); the last is the sorted array (k). */
function heapStates(values: number[]) {
  const run = trace('heapsort', values);
  const states = run.steps
    .filter((s, k) => s.code === Op.Swap && s.a === 0 && run.steps[k + 1] && placesOneBar(run.steps[k + 1]!))
    .map((s) => s.before);
  return { ...run, states: [...states, run.final] };
}

/** Insertion sort: the bars after each outer iteration (a compare with a new, further key starts the next one). */
function insertionPasses(values: number[]) {
  const run = trace('insertionsort', values);
  let furthest = 0;
  const starts: string[] = [];
  for (const s of run.steps) {
    if (s.code === Op.Compare && s.b > furthest) {
      furthest = s.b;
      starts.push(s.before);
    }
  }
  return { ...run, passes: [...starts.slice(1), run.final] };
}

/** Radix sort: the bars when each digit's collecting phase has ended. */
function radixPasses(values: number[]) {
  const run = trace('radixsort', values);
  const passes: string[] = [];
  let phase: number = Phase.None;
  for (const s of run.steps) {
    if (s.code !== Op.Phase) continue;
    if (phase === Phase.Collecting) passes.push(s.before);
    phase = s.a;
  }
  return passes;
}

/** Quick sort: the bars and the pivot's index when the first partition is over (its pivot is marked sorted). */
function firstPartition(algorithm: SortAlgorithm, values: number[]) {
  const run = trace(algorithm, values);
  const end = run.steps.findIndex(placesOneBar);
  const comparisons = run.steps.slice(0, end).filter((s) => s.code === Op.Compare).length;
  return { bars: run.steps[end]!.before, at: run.steps[end]!.a, comparisons, total: run.comparisons };
}

/** The bars at each single-bar `sorted` marker: one per pass of bubble and selection sort. */
const passEnds = (algorithm: SortAlgorithm, values: number[]) =>
  trace(algorithm, values)
    .steps.filter(placesOneBar)
    .map((s) => s.before);

/** Whether the bars pass through every state of `expected`, in order. */
function reached(algorithm: SortAlgorithm, values: number[], expected: string[]): number {
  const run = trace(algorithm, values);
  let count = 0;
  for (const state of [...run.steps.map((s) => s.before), run.final]) if (state === expected[count]) count++;
  return count;
}

describe('heap sort, CLRS chapter 6', () => {
  const clrs = [4, 1, 3, 2, 16, 9, 10, 14, 8, 7];

  it('BUILD-MAX-HEAP on CLRS Figure 6.3 (4 1 3 2 16 9 10 14 8 7) gives the heap 16 14 10 8 7 9 3 2 4 1', () => {
    expect(heapStates(clrs).states[0]).toBe('16 14 10 8 7 9 3 2 4 1');
  });

  it('HEAPSORT on CLRS Figure 6.4 shows panels (a) to (j), the heap after each extraction, ending with the sorted array of (k)', () => {
    expect(heapStates(clrs).states).toEqual([
      '16 14 10 8 7 9 3 2 4 1',
      '14 8 10 4 7 9 3 2 1 16',
      '10 8 9 4 7 1 3 2 14 16',
      '9 8 3 4 7 1 2 10 14 16',
      '8 7 3 4 2 1 9 10 14 16',
      '7 4 3 1 2 8 9 10 14 16',
      '4 2 3 1 7 8 9 10 14 16',
      '3 2 1 4 7 8 9 10 14 16',
      '2 1 3 4 7 8 9 10 14 16',
      '1 2 3 4 7 8 9 10 14 16',
    ]);
  });

  it('counts 42 comparisons on CLRS Figure 6.4, as many as MAX-HEAPIFY makes there, and 30 swaps', () => {
    const run = heapStates(clrs);
    expect(run.comparisons).toBe(42);
    expect(run.model.comparisons).toBe(42);
    expect(run.model.writes).toBe(2 * 30);
  });

  it('builds the max-heap 84 22 19 10 3 17 6 5 9 of CLRS exercise 6.3-1', () => {
    expect(heapStates([5, 3, 17, 10, 84, 19, 6, 22, 9]).states[0]).toBe('84 22 19 10 3 17 6 5 9');
  });

  it('goes through the heaps of CLRS exercise 6.4-1 (5 13 2 25 7 17 20 8 4)', () => {
    expect(heapStates([5, 13, 2, 25, 7, 17, 20, 8, 4]).states).toEqual([
      '25 13 20 8 7 17 2 5 4',
      '20 13 17 8 7 4 2 5 25',
      '17 13 5 8 7 4 2 20 25',
      '13 8 5 2 7 4 17 20 25',
      '8 7 5 2 4 13 17 20 25',
      '7 4 5 2 8 13 17 20 25',
      '5 4 2 7 8 13 17 20 25',
      '4 2 5 7 8 13 17 20 25',
      '2 4 5 7 8 13 17 20 25',
    ]);
  });
});

describe('insertion sort, CLRS section 2.1', () => {
  it('shows the array of CLRS Figure 2.2 (5 2 4 6 1 3) after each outer iteration, with 12 key comparisons', () => {
    const run = insertionPasses([5, 2, 4, 6, 1, 3]);
    expect(run.passes).toEqual(['2 5 4 6 1 3', '2 4 5 6 1 3', '2 4 5 6 1 3', '1 2 4 5 6 3', '1 2 3 4 5 6']);
    expect(run.comparisons).toBe(12);
    expect(run.model.writes).toBe(2 * 9);
  });

  it('follows CLRS exercise 2.1-1 (31 41 59 26 41 58) and keeps the two 41s in their order', () => {
    const values = [31, 41, 59, 26, 41, 58];
    const run = insertionPasses(values);
    expect(run.passes).toEqual(['31 41 59 26 41 58', '31 41 59 26 41 58', '26 31 41 59 41 58', '26 31 41 41 59 58', '26 31 41 41 58 59']);
    // Where each original item ends up, following the swaps: the first 41 (item 1) stays before the second (item 4).
    const items = values.map((_, i) => i);
    for (const s of run.steps) if (s.code === Op.Swap) [items[s.a], items[s.b]] = [items[s.b]!, items[s.a]!];
    expect(items).toEqual([3, 0, 1, 4, 5, 2]);
  });

  it('follows the GeeksforGeeks insertion sort example 12 11 13 5 6 pass by pass', () => {
    expect(insertionPasses([12, 11, 13, 5, 6]).passes).toEqual(['11 12 13 5 6', '11 12 13 5 6', '5 11 12 13 6', '5 6 11 12 13']);
  });
});

describe('radix sort, CLRS section 8.3', () => {
  it('shows CLRS Figure 8.3 (329 457 657 839 436 720 355) after each digit pass, ones first', () => {
    expect(radixPasses([329, 457, 657, 839, 436, 720, 355])).toEqual([
      '720 355 436 457 657 329 839',
      '720 329 436 839 355 457 657',
      '329 355 436 457 657 720 839',
    ]);
  });

  it('follows the GeeksforGeeks / Wikipedia radix sort example 170 45 75 90 802 24 2 66 digit by digit', () => {
    expect(radixPasses([170, 45, 75, 90, 802, 24, 2, 66])).toEqual([
      '170 90 802 2 24 45 75 66',
      '802 2 24 45 66 170 75 90',
      '2 24 45 66 75 90 170 802',
    ]);
  });
});

describe('quick sort (pivot last), the Lomuto PARTITION of CLRS chapter 7', () => {
  it('partitions CLRS Figure 7.1 (2 8 7 1 3 5 6 4) into 2 1 3 4 7 5 6 8 with 7 comparisons, 15 in the whole sort', () => {
    expect(firstPartition('quicksort(pivotlast)', [2, 8, 7, 1, 3, 5, 6, 4])).toEqual({ bars: '2 1 3 4 7 5 6 8', at: 3, comparisons: 7, total: 15 });
  });

  it('partitions CLRS exercise 7.1-1 (13 19 9 5 12 8 7 4 21 2 6 11) around 11', () => {
    const first = firstPartition('quicksort(pivotlast)', [13, 19, 9, 5, 12, 8, 7, 4, 21, 2, 6, 11]);
    expect(first.bars).toBe('9 5 8 7 4 2 6 11 21 13 19 12');
    expect(first.at).toBe(7);
  });

  it('partitions the GeeksforGeeks quick sort example 10 80 30 90 40 50 70 around 70', () => {
    const first = firstPartition('quicksort(pivotlast)', [10, 80, 30, 90, 40, 50, 70]);
    expect(first.bars).toBe('10 30 40 50 70 90 80');
    expect(first.at).toBe(4);
  });
});

describe('merge sort, CLRS section 2.3', () => {
  it.each(['mergesort(function)', 'mergesort(loop)'] as const)('(%s) goes through the merges of CLRS Figure 2.4 (5 2 4 7 1 3 2 6)', (algorithm) => {
    const merges = ['2 5 4 7 1 3 2 6', '2 4 5 7 1 3 2 6', '2 4 5 7 1 2 3 6', '1 2 2 3 4 5 6 7'];
    expect(reached(algorithm, [5, 2, 4, 7, 1, 3, 2, 6], merges)).toBe(merges.length);
  });

  it.each(['mergesort(function)', 'mergesort(loop)'] as const)(
    '(%s) goes through the merges of CLRS exercise 2.3-1 (3 41 52 26 38 57 9 49) with 17 comparisons',
    (algorithm) => {
      const values = [3, 41, 52, 26, 38, 57, 9, 49];
      const merges = ['3 41 26 52 38 57 9 49', '3 26 41 52 38 57 9 49', '3 26 41 52 9 38 49 57', '3 9 26 38 41 49 52 57'];
      expect(reached(algorithm, values, merges)).toBe(merges.length);
      expect(trace(algorithm, values).comparisons).toBe(17);
    },
  );
});

describe('counting sort, CLRS section 8.2', () => {
  it('counts CLRS exercise 8.2-1 (6 0 2 0 1 3 4 6 1 3 2) as C = 2 2 2 2 1 0 2, then outputs it sorted', () => {
    const run = trace('countingsort', [6, 0, 2, 0, 1, 3, 4, 6, 1, 3, 2]);
    const rebuilding = run.steps.find((s) => s.code === Op.Phase && s.a === Phase.Rebuilding);
    expect(rebuilding?.bucketsBefore).toEqual([2, 2, 2, 2, 1, 0, 2]);
    expect(run.final).toBe('0 0 1 1 2 2 3 3 4 6 6');
  });
});

describe('bubble and selection sort', () => {
  it('bubble sort: the Wikipedia example 5 1 4 2 8 reads 1 4 2 5 8, then 1 2 4 5 8, and later passes (no early exit) change nothing', () => {
    expect(passEnds('bubblesort', [5, 1, 4, 2, 8])).toEqual(['1 4 2 5 8', '1 2 4 5 8', '1 2 4 5 8', '1 2 4 5 8']);
  });

  it("selection sort (max): Preiss's straight selection on 3 1 4 1 5 9 2 6 5 4 swaps 9 with the last 4, then puts 6 beside it", () => {
    const passes = passEnds('selectionsort(max)', [3, 1, 4, 1, 5, 9, 2, 6, 5, 4]);
    expect(passes.slice(0, 2)).toEqual(['3 1 4 1 5 4 2 6 5 9', '3 1 4 1 5 4 2 5 6 9']);
    expect(passes.at(-1)).toBe('1 1 2 3 4 4 5 5 6 9');
  });
});

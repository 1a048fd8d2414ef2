import { describe, expect, it } from 'vitest';
import { type Chunk, encodeChunk, opCount } from '../../../workers/protocol/chunk';
import { seededRandom } from '../../../workers/protocol/random';
import { ValueTable } from '../../../workers/protocol/valueTable';
import { ChunkedRun, COUNT_SLICE, createRunHost } from '../../../workers/protocol/workerHost';
import { Op } from '../../../workers/sort/sortOps';
import { sortRunner, validateSortInput } from '../../../workers/sort/sortRunner';
import { type SortAlgorithm, sortAlgorithms } from '../../../workers/sort/sortTypes';
import { BarModel } from './barModel';

const operationsOf = (input: { algorithm: SortAlgorithm; values: number[]; seed: number }) => sortRunner.operations(input, new ValueTable());
/** A finite stream's length, counted by hand (the host's count is checked against it). */
const countOperations = (input: { algorithm: SortAlgorithm; values: number[]; seed: number }) => {
  const stream = sortRunner.countStream?.(input);
  if (!stream) return null;
  let count = 0;
  while (!stream.next().done) count++;
  return count;
};
const validateRunInput = validateSortInput;

const random = seededRandom(42);
const randomValues = (n: number, max = 999) => Array.from({ length: n }, () => Math.floor(random() * (max + 1)));
const ascending = (values: number[]) => [...values].sort((x, y) => x - y);

/** Pulls a whole run through the chunk encoding and replays it on a mirror of the initial values. */
function replay(algorithm: SortAlgorithm, values: number[], seed = 7) {
  const input = { algorithm, values, seed };
  const model = new BarModel(algorithm, values);
  const run = new ChunkedRun((table) => sortRunner.operations(input, table));
  let chunk: Chunk;
  let total = 0;
  do {
    chunk = run.next();
    for (let i = 0; i < opCount(chunk.ops); i++) model.apply(chunk.ops, i);
    total += opCount(chunk.ops);
  } while (!chunk.done);
  return { model, total };
}

// Bogosort is exercised on small inputs only: its expected run time is n! shuffles.
const inputsFor = (algorithm: SortAlgorithm): [string, number[]][] => {
  const sizes = algorithm === 'bogosort' ? [5, 6] : [5, 17, 128, 1000];
  const max = algorithm === 'countingsort' ? 499 : 999;
  return [
    ...sizes.map((n): [string, number[]] => [`random ${n}`, randomValues(n, max)]),
    ['duplicates', [3, 1, 3, 3, 0, 1, 3, 0, 2, 2].slice(0, algorithm === 'bogosort' ? 6 : 10)],
    ['sorted', [1, 2, 3, 4, 5, 6, 7]],
    ['reversed', [7, 6, 5, 4, 3, 2, 1]],
    ['all equal', [5, 5, 5, 5, 5, 5]],
    ['single', [4]],
  ];
};

describe.each(sortAlgorithms)('%s', (algorithm) => {
  it.each(inputsFor(algorithm))('sorts %s input, and its replayed stream gives exactly the sorted values', (_name, values) => {
    const generator = operationsOf({ algorithm, values, seed: 3 });
    while (!generator.next().done);
    const { model, total } = replay(algorithm, values, 3);
    expect(Array.from(model.values)).toEqual(ascending(values));
    expect(Array.from(model.sorted).every((flag) => flag === 1)).toBe(true);
    expect(Array.from(model.buckets).every((count) => count === 0)).toBe(true);
    if (algorithm !== 'bogosort') expect(countOperations({ algorithm, values, seed: 3 })).toBe(total);
  });
});

describe('operation counts', () => {
  it('bubble sort compares n(n-1)/2 times whatever the input (no early exit: O(n^2) in all cases, spec §9)', () => {
    const n = 50;
    const reversed = Array.from({ length: n }, (_, i) => n - i);
    expect(replay('bubblesort', reversed).model.comparisons).toBe((n * (n - 1)) / 2);
    expect(replay('bubblesort', ascending(reversed)).model.comparisons).toBe((n * (n - 1)) / 2);
    expect(replay('bubblesort', ascending(reversed)).model.writes).toBe(0);
    // Wikipedia's 5 1 4 2 8: passes of 4, 3, 2 and 1 comparisons, the last two without a swap.
    expect(replay('bubblesort', [5, 1, 4, 2, 8]).model.comparisons).toBe(10);
    expect(replay('bubblesort', reversed).model.writes).toBe(n * (n - 1));
  });

  it('selection sort (max) always compares n(n-1)/2 times; insertion sort swaps once per inversion', () => {
    const values = [5, 1, 4, 2, 3, 9, 0];
    expect(replay('selectionsort(max)', values).model.comparisons).toBe(21);
    // Inversions of the input: 5>1,4,2,3,0 (5); 1>0 (1); 4>2,3,0 (3); 2>0; 3>0; 9>0 = 12.
    expect(replay('insertionsort', values).model.writes).toBe(2 * 12);
  });

  it('counting sort counts each value once then writes each once; radix makes one pass per digit of the maximum', () => {
    const values = [12, 7, 305, 7, 0];
    const counting = replay('countingsort', values).model;
    expect(counting.writes).toBe(values.length * 2);
    expect(counting.comparisons).toBe(0);
    // 3 digits (305): per digit every item goes into a bucket and comes back.
    expect(replay('radixsort', values).model.writes).toBe(3 * 2 * values.length);
    expect(replay('radixsort', [3, 1, 2]).model.writes).toBe(2 * 3);
  });
});

describe('the worker host', () => {
  it('starts a run with its meta and total, serves chunks by run id, ignores stale ids and ends runs', async () => {
    const later: (() => void)[] = [];
    const host = createRunHost(sortRunner, (fn) => later.push(fn));
    const first = host.start({ algorithm: 'radixsort', values: [12, 7, 305], seed: 1 });
    expect(first.meta).toEqual({ buckets: 10 });
    expect((await host.total(first.runId))?.ops).toBe(countOperations({ algorithm: 'radixsort', values: [12, 7, 305], seed: 1 }));
    const second = host.start({ algorithm: 'bogosort', values: [3, 2, 1], seed: 1 });
    expect(await host.total(second.runId)).toBeNull();
    expect(await host.total(first.runId)).toBeNull();
    expect(host.nextChunk(first.runId)).toBeNull();
    expect(second.first.ops.length).toBeGreaterThan(0);
    expect(host.nextChunk(second.runId)).not.toBeNull();
    for (const fn of later) fn();
    host.end(second.runId);
    expect(host.nextChunk(second.runId)).toBeNull();
  });

  it('counts a long run in slices, answering chunk requests between them, and drops the count when a newer run starts', async () => {
    const host = createRunHost(sortRunner);
    const input = { algorithm: 'bubblesort' as const, values: randomValues(400), seed: 2 };
    const expected = countOperations(input) ?? 0;
    expect(expected).toBeGreaterThan(3 * COUNT_SLICE);
    const { runId } = host.start(input);
    const counting = host.total(runId);
    // The first slice has run; the run's chunks are served without waiting for the rest.
    expect(host.nextChunk(runId)?.ops.length).toBeGreaterThan(0);
    expect((await counting)?.ops).toBe(expected);
    const stale = host.total(runId);
    host.start(input);
    expect(await stale).toBeNull();
  });

  it("answers a start with the run's first chunk, and the chunks pulled after it go on with the same stream", () => {
    const input = { algorithm: 'bubblesort' as const, values: randomValues(200), seed: 3 };
    const host = createRunHost(sortRunner, () => {});
    const { runId, first } = host.start(input);
    expect(first.done).toBe(false);
    const pulled: number[] = Array.from(first.ops);
    for (let chunk: Chunk | null = first; !chunk?.done; ) {
      chunk = host.nextChunk(runId);
      if (!chunk) throw new Error('the run ended without its last chunk');
      pulled.push(...chunk.ops);
    }
    const whole = encodeChunk(operationsOf(input), 1e7);
    expect(whole.done).toBe(true);
    expect(pulled).toEqual(Array.from(whole.ops));
  });

  it('refuses a bad run in words before any work starts', () => {
    const host = createRunHost(sortRunner);
    expect(() => host.start({ algorithm: 'bubblesort', values: [1, -1], seed: 0 })).toThrow('Values must be whole numbers from 0 to 999');
  });
});

describe('streams', () => {
  it('bogosort streams lazily: pulling one chunk of a large input computes one chunk', () => {
    const run = new ChunkedRun((table) => operationsOf({ algorithm: 'bogosort', values: randomValues(1000), seed: table ? 1 : 0 }));
    const first = run.next();
    expect(first.done).toBe(false);
    expect(opCount(first.ops)).toBeGreaterThan(0);
    expect(countOperations({ algorithm: 'bogosort', values: [2, 1], seed: 1 })).toBeNull();
  });

  it("bogosort of 8..1 with seed 9 takes 583,596 operations: the browser test's run of unknown length", () => {
    // e2e/sort.e2e.ts reads the progress of this link after three steps, and needs its end far past what the page fetches ahead.
    const { model, total } = replay('bogosort', [8, 7, 6, 5, 4, 3, 2, 1], 9);
    expect(total).toBe(583_596);
    expect(Array.from(model.values)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('encodes fixed-width operations and marks the last chunk', () => {
    const chunk = encodeChunk(operationsOf({ algorithm: 'bubblesort', values: [2, 1], seed: 0 }), 10);
    expect(chunk.done).toBe(true);
    expect(Array.from(chunk.ops.slice(0, 8))).toEqual([Op.Compare, 0, 1, 0, Op.Swap, 0, 1, 0]);
  });

  it('rejects bad input with a clear message', () => {
    expect(() => validateRunInput({ algorithm: 'sleepsort' as SortAlgorithm, values: [1], seed: 0 })).toThrow(/Unknown sort/);
    expect(() => validateRunInput({ algorithm: 'bubblesort', values: [], seed: 0 })).toThrow(/1 to 1000/);
    expect(() => validateRunInput({ algorithm: 'bubblesort', values: [1, 1000], seed: 0 })).toThrow(/0 to 999/);
    expect(() => validateRunInput({ algorithm: 'bubblesort', values: [1.5], seed: 0 })).toThrow(/whole numbers/);
  });
});

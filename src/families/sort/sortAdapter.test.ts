import { describe, expect, it } from 'vitest';
import { ChunkedRun } from '../../../workers/protocol/workerHost';
import { sortRunner } from '../../../workers/sort/sortRunner';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { drive } from '../../engine/player/playerDrive.testSupport';
import { MAX_URL_SEED } from '../../engine/url/fields';
import { barHeightFraction } from '../../render/bars/barView';
import type { BarModel } from './barModel';
import { rivalSeed, type SortInput, sortAdapter } from './sortAdapter';
import type { SortState } from './sortState';

const input = (algorithm: SortAlgorithm, values: number[], seed = 0): SortInput => ({ algorithm, values, seed });
const modelOf = (i: SortInput) => sortAdapter.model.create(i, []);

describe('bars are drawn to the values given', () => {
  it('the largest value of the input is drawn at full height, so 5 4 3 2 1 and textbook examples are readable', () => {
    const model = modelOf(input('bubblesort', [5, 4, 3, 2, 1]));
    expect(model.maxValue).toBe(5);
    expect(barHeightFraction(5, model.maxValue)).toBeCloseTo(0.96);
    // Neighbouring values differ by a fifth of the scale, not a pixel.
    expect(barHeightFraction(2, model.maxValue) - barHeightFraction(1, model.maxValue)).toBeCloseTo(0.92 / 5);
    expect(modelOf(input('heapsort', [4, 1, 3, 2, 16, 9, 10, 14, 8, 7])).maxValue).toBe(16);
    // Counting sort too, whatever its value range (values=3,1,2,0,4&range=50 was flat).
    expect(modelOf(input('countingsort', [3, 1, 2, 0, 4])).maxValue).toBe(4);
    expect(modelOf(input('bubblesort', [0, 0, 0, 0, 0])).maxValue).toBe(1);
  });
});

describe('the seed of a randomised sort', () => {
  it('goes to the worker as the page gives it, so a shared link runs the same quick sort again', () => {
    const linked = input('quicksort(randomised)', [89, 45, 68, 90, 29, 34, 17], 123456);
    const first = sortAdapter.worker.runInput(linked);
    expect(first.seed).toBe(123456);
    expect(sortAdapter.worker.runInput(linked)).toEqual(first);
  });

  it('a replay of a randomised sort draws a new seed the URL can carry; the others keep theirs', () => {
    const quick = input('quicksort(randomised)', [5, 4, 3, 2, 1], 7);
    const seeds = new Set(Array.from({ length: 5 }, () => sortAdapter.model.replay?.(quick, modelOf(quick)).seed));
    expect(seeds.size).toBeGreaterThan(1);
    for (const seed of seeds) expect(Number.isInteger(seed) && (seed as number) >= 0 && (seed as number) <= MAX_URL_SEED).toBe(true);
    const bubble = input('bubblesort', [5, 4, 3, 2, 1], 0);
    expect(sortAdapter.model.replay?.(bubble, modelOf(bubble)).seed).toBe(0);
  });

  it("a race's second side gets another seed, fixed by the first: a sort raced against itself is two runs", () => {
    expect(rivalSeed(41)).toBe(42);
    expect(rivalSeed(MAX_URL_SEED)).toBe(0);
  });
});

describe('data-values', () => {
  it('shows an empty slot, never -1, while a radix item is away in its bucket', async () => {
    const values = [329, 457, 657, 839, 436, 720, 355];
    const model = modelOf(input('radixsort', values));
    const run = new ChunkedRun((table) => sortRunner.operations({ algorithm: 'radixsort', values, seed: 0 }, table));
    const { player } = drive<SortState, BarModel>(model, () => run.next());
    await player.stepForward();
    await player.stepForward();
    expect(sortAdapter.story.extras(model).values).toBe(',,657,839,436,720,355');
  });
});

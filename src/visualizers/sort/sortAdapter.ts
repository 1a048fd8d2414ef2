import { bucketsFor, RADIX_BUCKETS, type SortAlgorithm, type SortRunInput, type SortRunMeta } from '../../../workers/sort/sortTypes';
import type { FamilyAdapter } from '../engine/familyAdapter';
import { BarModel, type BarSnapshot } from './barModel';
import { narrate, phaseLabel } from './narration';
import { shuffleValues } from './sortValues';

/** What a sort page loads: the bars and the value drawn at full height. */
export interface SortInput {
  algorithm: SortAlgorithm;
  values: readonly number[];
  maxValue: number;
}

export interface SortExtras extends Record<string, string | number | boolean> {
  comparisons: number;
  writes: number;
  count: number;
  phase: string;
  /** The bar values, comma-separated, for arrays up to 100 bars (read by tests and assistive tech). */
  values: string;
}

/** Sort's part of the engine: its worker, its bar model, its words. */
export const sortAdapter: FamilyAdapter<SortInput, SortRunInput, SortRunMeta, BarSnapshot, BarModel, SortExtras> = {
  createWorker: () => new Worker(new URL('../../../workers/sort/sort.worker.ts', import.meta.url), { type: 'module' }),
  runInput: ({ algorithm, values }) => ({ algorithm, values: [...values], seed: Math.floor(Math.random() * 2 ** 31) }),
  createModel: ({ algorithm, values, maxValue }) =>
    new BarModel(values, bucketsFor(algorithm, values), maxValue, maxBucketFill(algorithm, values)),
  showHighlights: (model, show) => {
    model.showHighlights = show;
  },
  extras: (model) => ({
    comparisons: model.comparisons,
    writes: model.writes,
    count: model.size,
    phase: phaseLabel(model),
    values: model.size <= 100 ? Array.from(model.values).join(',') : '',
  }),
  narrate,
  outcome: () => 'Sorted',
  // Play after a finished run sorts the same bars again, shuffled (spec §5: 8 × count swaps).
  replay: (input, model) => ({ ...input, values: shuffleValues(Array.from(model.values).map((v) => Math.max(0, v))) }),
  errorText: (message) => `Couldn't start the sort: ${message}`,
};

/** The fullest a bucket gets during the run, so bucket bars use the second area's full height. */
function maxBucketFill(algorithm: SortAlgorithm, values: readonly number[]): number {
  const fills: number[] = [];
  if (algorithm === 'countingsort') {
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    fills.push(...counts.values());
  } else if (algorithm === 'radixsort') {
    for (let place = 1; place <= Math.max(1, ...values); place *= 10) {
      const counts = new Array<number>(RADIX_BUCKETS).fill(0);
      for (const v of values) counts[Math.floor(v / place) % 10]++;
      fills.push(...counts);
    }
  }
  return Math.max(1, ...fills);
}

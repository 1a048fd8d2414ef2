import { bucketsFor, type SortAlgorithm } from '../../../workers/sort/sortTypes';
import { cssColour } from '../../engine/layout/ColourKey';
import { BarState, type BarStateCode, barPalette } from '../../render/bars/barState';

export interface KeyEntry {
  state: BarStateCode;
  label: string;
  /** The palette's colour as CSS ('#ffd54f'), read from the renderer's one palette. */
  colour: string;
}

const mergesOrBuckets = new Set<SortAlgorithm>(['mergesort(loop)', 'mergesort(function)', 'countingsort', 'radixsort']);

/**
 * The colours a sort's stage shows, with their names: only those its operations use (a pivot on
 * quick sorts, swaps where bars trade places, writes where values are written one at a time,
 * buckets under the bucket sorts), so the key never explains a colour the page never draws.
 */
export function colourKeyFor(algorithm: SortAlgorithm): KeyEntry[] {
  const hasBuckets = bucketsFor(algorithm, [1]) > 0;
  const entries: [BarStateCode, string, boolean][] = [
    // Counting sort's yellow is a value being counted into its bucket; radix sort compares nothing.
    [BarState.Compare, algorithm === 'countingsort' ? 'Count' : 'Compare', algorithm !== 'radixsort'],
    [BarState.Swap, 'Swap', !mergesOrBuckets.has(algorithm)],
    [BarState.Write, 'Write', mergesOrBuckets.has(algorithm)],
    [BarState.Pivot, 'Pivot', algorithm.startsWith('quicksort')],
    [BarState.Sorted, 'Sorted', true],
    [BarState.Bucket, 'Bucket', hasBuckets],
  ];
  return entries.filter(([, , shown]) => shown).map(([state, label]) => ({ state, label, colour: cssColour(barPalette[state]!) }));
}

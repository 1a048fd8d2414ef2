import { sortPseudocode } from '../../../workers/sort/sortPseudocode';
import { type SortAlgorithm, type SortRunInput, type SortRunMeta, usesSeed } from '../../../workers/sort/sortTypes';
import type { FamilyAdapter } from '../../engine/session/familyAdapter';
import { drawUrlSeed, MAX_URL_SEED } from '../../engine/url/fields';
import { BarModel, EMPTY } from './barModel';
import { finalNarration, narrate, phaseLabel } from './narration';
import { codePosition } from './sortCode';
import { sortSoundProbe } from './sortSound';
import { shuffleValues } from './sortValues';

/** What a sort page loads: the bars, and the seed of a randomised sort (from the URL, so a link reproduces the run). */
export interface SortInput {
  algorithm: SortAlgorithm;
  values: readonly number[];
  seed: number;
}

export interface SortExtras extends Record<string, string | number | boolean> {
  comparisons: number;
  writes: number;
  count: number;
  phase: string;
  /**
   * The bar values, comma-separated, for arrays up to 100 bars (read by tests and assistive
   * tech); a slot whose item is away in a bucket (radix sort) is left empty: '3,,5'.
   */
  values: string;
}

/** Sort's types, named once for the engine. */
export interface SortTypes {
  input: SortInput;
  runInput: SortRunInput;
  meta: SortRunMeta;
  model: BarModel;
  extras: SortExtras;
}

/** A race's second side: another seed than the page's, so a randomised sort raced against itself is two runs, and still the same two on a reload. */
export const rivalSeed = (seed: number): number => (seed + 1) % (MAX_URL_SEED + 1);

/** Sort's part of the engine: its worker, its bar model, its words. */
export const sortAdapter: FamilyAdapter<SortTypes> = {
  starts: 'onLoad',
  worker: {
    create: () => new Worker(new URL('../../../workers/sort/sort.worker.ts', import.meta.url), { type: 'module' }),
    runInput: ({ algorithm, values, seed }) => ({ algorithm, values: [...values], seed }),
    errorText: (message) => `Couldn't start the sort: ${message}`,
  },
  model: {
    create: ({ algorithm, values }) => new BarModel(algorithm, values),
    showHighlights: (model, show) => {
      model.showHighlights = show;
    },
    // Play after a finished run sorts the same bars again, shuffled (spec §5: 8 × count swaps); a
    // randomised sort draws a new seed too, as N-Queen's Solve again does, and the URL follows both.
    replay: (input, model) => ({
      ...input,
      values: shuffleValues(Array.from(model.state.values).map((v) => Math.max(0, v))),
      seed: usesSeed(input.algorithm) ? drawUrlSeed() : input.seed,
    }),
  },
  story: {
    extras: (model) => ({
      comparisons: model.state.comparisons,
      writes: model.state.writes,
      count: model.size,
      phase: phaseLabel(model),
      values: model.size <= 100 ? Array.from(model.state.values, (v) => (v === EMPTY ? '' : String(v))).join(',') : '',
    }),
    narrate,
    ending: (model) => ({ outcome: 'Sorted', narration: finalNarration(model) }),
    pseudocode: ({ algorithm }) => sortPseudocode[algorithm],
    code: (model) => codePosition(model.algorithm, model.state),
  },
  sound: { probe: (source) => sortSoundProbe(source) },
};

import { searchPseudocode } from '../../../workers/search/searchPseudocode';
import type { ArrayRunInput, GridRunInput, SearchRunInput, SearchRunMeta } from '../../../workers/search/searchTypes';
import { GRID_SIZE, hasDepthLimit } from '../../../workers/search/searchTypes';
import type { FamilyAdapter } from '../../engine/session/familyAdapter';
import { ArrayModel } from './arrayModel';
import { arraySoundProbe } from './arraySound';
import { GridModel } from './gridModel';
import { arrayCode, gridCode } from './searchCode';
import { arrayFinalNarration, arrayNarration, arrayOutcome, gridFinalNarration, gridNarration, gridOutcome, gridShortfall } from './searchWords';

const createWorker = () => new Worker(new URL('../../../workers/search/search.worker.ts', import.meta.url), { type: 'module' });

/** The array page's input: its key is null while the key field is blank (spec §5). */
export type ArrayInput = Omit<ArrayRunInput, 'key'> & { key: number | null };

/** Binary search works on sorted values: the page sorts them first (and says so). */
export const valuesToSearch = ({ algorithm, values }: ArrayInput): number[] =>
  algorithm === 'binarysearch' ? [...values].sort((a, b) => a - b) : [...values];

/** The largest value, drawn at full height (at least 1, so all zeros draw at the floor). */
const largest = (values: readonly number[]) => values.reduce((max, v) => Math.max(max, v), 1);

export interface ArrayExtras extends Record<string, string | number | boolean> {
  comparisons: number;
  count: number;
  /** '' while the key is blank. */
  key: number | string;
  low: number;
  mid: number;
  high: number;
  /** The bars as shown (sorted for binary search), for up to 100 bars. */
  values: string;
}

/** The array searches' types, named once for the engine. */
export interface ArrayTypes {
  input: ArrayInput;
  runInput: SearchRunInput;
  meta: SearchRunMeta;
  model: ArrayModel;
  extras: ArrayExtras;
}

export const arrayAdapter: FamilyAdapter<ArrayTypes> = {
  starts: 'onLoad',
  worker: {
    create: createWorker,
    // A blank key still gets its run (the engine starts one on load); Play is blocked, so no one sees it.
    runInput: (input) => ({ ...input, key: input.key ?? 0, values: valuesToSearch(input) }),
    errorText: (message) => `Couldn't start the search: ${message}`,
  },
  model: {
    create: (input) => {
      const values = valuesToSearch(input);
      return new ArrayModel(values, input.key, largest(values), input.algorithm === 'binarysearch');
    },
    showHighlights: (model, show) => {
      model.showHighlights = show;
    },
  },
  story: {
    extras: (model) => ({
      comparisons: model.state.comparisons,
      count: model.size,
      key: model.key ?? '',
      low: model.state.low,
      mid: model.state.mid,
      high: model.state.high,
      values: model.size <= 100 ? Array.from(model.values).join(',') : '',
    }),
    narrate: arrayNarration,
    ending: (model) => ({ outcome: arrayOutcome(model), narration: arrayFinalNarration(model) }),
    pseudocode: (input) => searchPseudocode[input.algorithm],
    code: arrayCode,
  },
  sound: { probe: arraySoundProbe },
};

export interface GridExtras extends Record<string, string | number | boolean> {
  visited: number;
  frontier: number;
  round: number;
  /** The grid as drawn (the URL's `grid`), for tests and tools. */
  grid: string;
  /** Least cost from S to E: steps with 4 neighbours, cost with 8; '' unknown, 'none' unreachable. */
  optimum: string;
  /** What the search did to each cell (GridModel.searchMarks; '' for nothing yet), for the cells' labels, tests and tools. */
  marks: string;
}

/** The grid searches' types, named once for the engine. */
export interface GridTypes {
  input: GridRunInput;
  runInput: SearchRunInput;
  meta: SearchRunMeta;
  model: GridModel;
  extras: GridExtras;
}

export const gridAdapter: FamilyAdapter<GridTypes> = {
  starts: 'onLoad',
  worker: {
    create: createWorker,
    runInput: (input) => ({ ...input }),
    errorText: (message) => `Couldn't start the search: ${message}`,
  },
  model: {
    create: (input, values) =>
      new GridModel(input.grid, GRID_SIZE, values, input.diagonal, hasDepthLimit(input.algorithm) ? input.limit : null, input.algorithm),
    started: (model, meta) => {
      model.optimum = meta.optimum;
      model.fewestSteps = meta.fewestSteps;
    },
    showHighlights: (model, show) => {
      model.showHighlights = show;
    },
  },
  story: {
    extras: (model) => ({
      visited: model.state.visited,
      frontier: model.state.frontier,
      round: model.state.round,
      grid: model.grid,
      optimum: model.optimum === undefined ? '' : model.optimum === null ? 'none' : String(Math.round(model.optimum * 100) / 100),
      marks: model.searchMarks(),
    }),
    narrate: (model) => gridNarration(model, GRID_SIZE),
    ending: (model) => ({
      outcome: gridOutcome(model, model.diagonal),
      narration: gridFinalNarration(model, model.diagonal, GRID_SIZE),
      shortfall: gridShortfall(model) || undefined,
    }),
    pseudocode: (input) => searchPseudocode[input.algorithm],
    code: gridCode,
  },
};

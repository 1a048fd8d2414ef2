import type { ArrayRunInput, GridRunInput, SearchRunInput, SearchRunMeta } from '../../../workers/search/searchTypes';
import { GRID_SIZE, MAX_KEY } from '../../../workers/search/searchTypes';
import type { FamilyAdapter } from '../engine/familyAdapter';
import { ArrayModel, type ArraySnapshot } from './arrayModel';
import { GridModel, type GridSnapshot } from './gridModel';
import { arrayFinalNarration, arrayNarration, arrayOutcome, gridFinalNarration, gridNarration, gridOutcome } from './searchWords';

const createWorker = () => new Worker(new URL('../../../workers/search/search.worker.ts', import.meta.url), { type: 'module' });

/** Binary search works on sorted values: the page sorts them first (and says so). */
export const valuesToSearch = ({ algorithm, values }: ArrayRunInput): number[] => (algorithm === 'binarysearch' ? [...values].sort((a, b) => a - b) : [...values]);

export interface ArrayExtras extends Record<string, string | number | boolean> {
  comparisons: number;
  count: number;
  key: number;
  low: number;
  mid: number;
  high: number;
  /** The bars as shown (sorted for binary search), for up to 100 bars. */
  values: string;
}

export const arrayAdapter: FamilyAdapter<ArrayRunInput, SearchRunInput, SearchRunMeta, ArraySnapshot, ArrayModel, ArrayExtras> = {
  createWorker,
  runInput: (input) => ({ ...input, values: valuesToSearch(input) }),
  createModel: (input) => new ArrayModel(valuesToSearch(input), input.key, MAX_KEY, input.algorithm === 'binarysearch'),
  showHighlights: (model, show) => {
    model.showHighlights = show;
  },
  extras: (model) => ({
    comparisons: model.comparisons,
    count: model.size,
    key: model.key,
    low: model.low,
    mid: model.mid,
    high: model.high,
    values: model.size <= 100 ? Array.from(model.values).join(',') : '',
  }),
  narrate: arrayNarration,
  outcome: arrayOutcome,
  finalNarration: arrayFinalNarration,
  errorText: (message) => `Couldn't start the search: ${message}`,
};

export interface GridExtras extends Record<string, string | number | boolean> {
  visited: number;
  frontier: number;
  round: number;
  /** The grid as drawn (the URL's `grid`), for tests and tools. */
  grid: string;
  /** Least cost from S to E: steps with 4 neighbours, cost with 8; '' unknown, 'none' unreachable. */
  optimum: string;
}

export const gridAdapter: FamilyAdapter<GridRunInput, SearchRunInput, SearchRunMeta, GridSnapshot, GridModel, GridExtras> = {
  createWorker,
  runInput: (input) => ({ ...input }),
  createModel: (input, values) => new GridModel(input.grid, GRID_SIZE, values, input.diagonal),
  started: (model, meta) => {
    model.optimum = meta.optimum;
  },
  showHighlights: (model, show) => {
    model.showHighlights = show;
  },
  extras: (model) => ({
    visited: model.visited,
    frontier: model.frontier,
    round: model.round,
    grid: model.grid,
    optimum: model.optimum === undefined ? '' : model.optimum === null ? 'none' : String(Math.round(model.optimum * 100) / 100),
  }),
  narrate: (model) => gridNarration(model, GRID_SIZE),
  outcome: (model) => gridOutcome(model, model.diagonal),
  finalNarration: (model) => gridFinalNarration(model, model.diagonal),
  errorText: (message) => `Couldn't start the search: ${message}`,
};

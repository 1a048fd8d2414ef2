import type { Operation } from '../protocol/ops';
import type { ValueTable } from '../protocol/valueTable';
import type { FamilyRunner } from '../protocol/workerHost';
import { MAX_BARS } from '../shared/barLimits';
import { binarySearch, linearSearch } from './arraySearches';
import { dijkstra } from './dijkstra';
import { parseGrid, pathCost } from './gridGraph';
import { gridSearchOf } from './gridSearches';
import { Op, opCost } from './searchOps';
import {
  type ArrayRunInput,
  GRID_CELLS,
  type GridRunInput,
  isArraySearch,
  isGridSearch,
  MAX_KEY,
  MAX_LIMIT,
  type SearchRunInput,
  type SearchRunMeta,
} from './searchTypes';

/** A grid of 324 cells from . B S E with exactly one S and one E (the URL's `grid`). */
export function isValidGrid(grid: unknown): grid is string {
  return (
    typeof grid === 'string' && grid.length === GRID_CELLS && /^[.BSE]+$/.test(grid) && grid.split('S').length === 2 && grid.split('E').length === 2
  );
}

const wholeIn = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/**
 * Rejects bad input with a sentence a person can read, before any work starts. As with sort,
 * the worker asks only what a search needs, 1 to MAX_BARS values: the 5-bar minimum (spec §5) is
 * the page's, kept by its slider and URL codec.
 */
export function validateSearchInput(raw: unknown): SearchRunInput {
  const input = (raw ?? {}) as Record<string, unknown>;
  const algorithm = String(input.algorithm);
  if (isArraySearch(algorithm)) {
    const { values, key } = input;
    if (!Array.isArray(values) || values.length < 1 || values.length > MAX_BARS || !values.every((v) => wholeIn(v, 0, MAX_KEY))) {
      throw new Error(`A search needs 1 to ${MAX_BARS} whole numbers from 0 to ${MAX_KEY}`);
    }
    if (!wholeIn(key, 0, MAX_KEY)) throw new Error(`The key must be a number from 0 to ${MAX_KEY}`);
    if (algorithm === 'binarysearch' && values.some((v, i) => i > 0 && values[i - 1]! > v)) throw new Error('Binary search needs sorted values');
    return { algorithm, values: [...values], key };
  }
  if (isGridSearch(algorithm)) {
    if (!isValidGrid(input.grid)) throw new Error('The grid must have 324 cells with one start and one end');
    if (!wholeIn(input.limit, 0, MAX_LIMIT)) throw new Error(`The depth limit must be a number from 0 to ${MAX_LIMIT}`);
    return { algorithm, grid: input.grid, diagonal: input.diagonal === true, limit: input.limit };
  }
  throw new Error(`Unknown search: ${algorithm}`);
}

function* arrayOperations({ algorithm, values, key }: ArrayRunInput): Generator<Operation, void, undefined> {
  yield* algorithm === 'binarysearch' ? binarySearch(values, key) : linearSearch(values, key);
}

/** The search's pushes and visits, then the found path cell by cell, then the result. */
function* gridOperations(input: GridRunInput, table: ValueTable | null): Generator<Operation, void, undefined> {
  const g = parseGrid(input.grid, input.diagonal);
  const path = yield* gridSearchOf(input.algorithm, g, input.limit);
  const cells = path ?? [];
  for (let i = 0; i < cells.length; i++) yield [Op.Path, cells[i]!, i + 1, cells.length];
  const cost = path ? pathCost(g, path) : 0;
  yield [Op.Result, path ? 1 : 0, path ? path.length - 1 : 0, table ? table.add(cost) : 0];
}

const operationsOf = (input: SearchRunInput, table: ValueTable | null) => ('grid' in input ? gridOperations(input, table) : arrayOperations(input));

/** Search's part of the engine: both kinds of input through one worker. */
export const searchRunner: FamilyRunner<SearchRunInput, SearchRunMeta> = {
  validate: validateSearchInput,
  operations: (input, table) => operationsOf(input, table),
  meta: (input) => {
    if (!('grid' in input)) return { optimum: null, fewestSteps: null };
    const g = parseGrid(input.grid, input.diagonal);
    return { optimum: dijkstra(g), fewestSteps: dijkstra(g, true) };
  },
  // 18×18 cells or 1000 elements: counting in advance takes milliseconds.
  countStream: (input) => operationsOf(input, null),
  stepCostOf: () => opCost,
};

/** Every search of spec §2, by route value, and the limits both sides of the worker share. */
export const arraySearches = ['linearsearch', 'binarysearch'] as const;
export const gridSearches = [
  'breadthfirstSearch',
  'depthfirstSearch',
  'astarSearch',
  'greedybfsSearch',
  'depthlimitSearch',
  'iterativedepthLimitSearch',
] as const;
export type ArraySearch = (typeof arraySearches)[number];
export type GridSearch = (typeof gridSearches)[number];
export type SearchAlgorithm = ArraySearch | GridSearch;
/** Every search in catalogue order: the array searches, then the grid searches. */
export const searchAlgorithms: readonly SearchAlgorithm[] = [...arraySearches, ...gridSearches];

export const isArraySearch = (value: string): value is ArraySearch => (arraySearches as readonly string[]).includes(value);
export const isGridSearch = (value: string): value is GridSearch => (gridSearches as readonly string[]).includes(value);
export const hasDepthLimit = (value: GridSearch) => value === 'depthlimitSearch' || value === 'iterativedepthLimitSearch';
/** The searches that do not promise a path of least cost: the page compares them with the optimum. */
export const mayMissOptimum = (value: GridSearch, diagonal: boolean) =>
  value === 'depthfirstSearch' ||
  value === 'greedybfsSearch' ||
  value === 'depthlimitSearch' ||
  // Iterative deepening stops at its limit: below the shortest path's length it finds none, and
  // the line tells the student how far the limit fell short (AIMA's 'cutoff', not 'failure').
  value === 'iterativedepthLimitSearch' ||
  // BFS counts steps; with diagonals costing √2 fewest steps can cost more.
  (diagonal && value === 'breadthfirstSearch');

/** Spec §5/§9 limits (the bar count's are in shared/barLimits.ts, shared with sort). */
export const MAX_KEY = 1000;
export const GRID_SIZE = 18;
export const GRID_CELLS = GRID_SIZE * GRID_SIZE;
export const MAX_LIMIT = GRID_CELLS;
export const DEFAULT_LIMIT = 1;

export interface ArrayRunInput {
  algorithm: ArraySearch;
  /** Binary search gets them sorted (the page sorts first and says so). */
  values: number[];
  key: number;
}

/** Row-major cells: '.' empty, 'B' blocked, 'S' start, 'E' end. */
export interface GridRunInput {
  algorithm: GridSearch;
  grid: string;
  diagonal: boolean;
  limit: number;
}

export type SearchRunInput = ArrayRunInput | GridRunInput;

/**
 * What the page learns at start, for grids (null for arrays, or when E cannot be reached): the
 * least cost of a path, and its fewest steps (the least depth limit that reaches E).
 */
export interface SearchRunMeta {
  optimum: number | null;
  fewestSteps: number | null;
}

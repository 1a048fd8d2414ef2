import type { GridSearch, SearchAlgorithm } from './searchTypes';

/**
 * The eight searches' pseudocode, in the site's one style (src/engine/story/code.ts): short
 * lines in plain words, `if`/`while` for a comparison, `for`/`while` for a loop, two spaces of
 * indentation a level. Each line the page marks has a named index below; the models map each
 * operation to one of them (arrayModel.ts, gridModel.ts). Lines no operation stands for (a loop's
 * head, a test that only leads to the next line) are never marked, as in a textbook's trace.
 *
 * The grid searches match gridSearches.ts: the end is recognised when a cell is taken out to be
 * expanded, and a cell taken out again after it was expanded is skipped (lazy deletion), which
 * the "not yet expanded" of the take lines says.
 */

/** Linear search's lines. */
export const LINEAR = { compare: 1, found: 2 } as const;
const linear = ['for i from 0 to n - 1', '  if a[i] = key', '    return i', 'return not found'];

/** Binary search's lines: a window's middle, the comparison and its outcome (a match, go right, go left), the miss. */
export const BINARY = { mid: 2, compare: 3, found: 4, goRight: 6, goLeft: 8, notFound: 9 } as const;
const binary = [
  'set low to 0 and high to n - 1',
  'while low ≤ high',
  '  set mid to (low + high) / 2, rounded down',
  '  if a[mid] = key',
  '    return mid',
  '  else if a[mid] < key',
  '    set low to mid + 1',
  '  else',
  '    set high to mid - 1',
  'return not found',
];

/**
 * What each grid search's operations stand for. `take`: a cell taken out and expanded; `goal`:
 * the cell taken out is E; `push`: a neighbour joins the frontier; `path`: the path returned,
 * drawn cell by cell; `noPath`: the frontier ran dry. The depth-limited searches add `atLimit`
 * (a cell at the limit, whose neighbours are not tried); iterative deepening adds `round` (a new
 * limit) and `reachedAll` (a round that stopped short of its limit everywhere: deeper rounds
 * cannot find more).
 */
export interface GridLines {
  readonly take: number;
  readonly goal: number;
  readonly path: number;
  readonly push: number;
  readonly noPath: number;
  readonly atLimit?: number;
  readonly round?: number;
  readonly reachedAll?: number;
}

/** Which figures a grid search's lines read beside the cell and the frontier. */
export type GridFigures = 'plain' | 'astar' | 'greedy' | 'limited';

export interface GridCode {
  readonly lines: GridLines;
  readonly figures: GridFigures;
}

const breadthFirst = [
  'put S in the frontier, a queue',
  'while the frontier is not empty',
  '  take the oldest cell out of the frontier',
  '  if cell is E',
  '    return the path from S to cell',
  '  for each open neighbour next of cell',
  '    if next was never reached',
  '      add next to the back of the frontier',
  'return no path',
];

const depthFirst = [
  'put S in the frontier, a stack',
  'while the frontier is not empty',
  '  take the newest cell not yet expanded off the frontier',
  '  if cell is E',
  '    return the path from S to cell',
  '  for each open neighbour next of cell, the last one first',
  '    if next is not expanded yet',
  '      put next on top of the frontier',
  'return no path',
];

const aStar = [
  'set g(S) to 0 and put S in the frontier',
  'while the frontier is not empty',
  '  take the unexpanded cell of least f out of the frontier',
  '  if cell is E',
  '    return the path from S to cell',
  '  for each open neighbour next of cell not yet expanded',
  '    if g(cell) + step cost < g(next)',
  '      set g(next) to g(cell) + step cost',
  '      put next in the frontier with f(next) = g(next) + h(next)',
  'return no path',
];

const greedy = [
  'put S in the frontier',
  'while the frontier is not empty',
  '  take the unexpanded cell of least h out of the frontier',
  '  if cell is E',
  '    return the path from S to cell',
  '  for each open neighbour next of cell not yet expanded',
  '    if next was never reached',
  '      put next in the frontier with h(next)',
  'return no path',
];

const depthLimited = [
  'put S in the frontier at depth 0',
  'while the frontier is not empty',
  '  take the newest cell off the frontier, with its depth',
  '  if cell is E',
  '    return the path from S to cell',
  '  if depth < limit',
  '    for each open neighbour next of cell',
  '      if next was not yet expanded at depth + 1 or less',
  '        put next on the frontier at depth + 1',
  'return no path',
];

const iterativeDeepening = [
  'for limit from 1 to the largest limit',
  '  put S in the frontier at depth 0',
  '  while the frontier is not empty',
  '    take the newest cell off the frontier, with its depth',
  '    if cell is E',
  '      return the path from S to cell',
  '    if depth < limit',
  '      for each open neighbour next of cell',
  '        if next was not yet expanded at depth + 1 or less',
  '          put next on the frontier at depth + 1',
  '  if no cell was expanded at depth limit',
  '    return no path',
  'return no path',
];

/** The pseudocode of every search, by route value. */
export const searchPseudocode: Record<SearchAlgorithm, readonly string[]> = {
  linearsearch: linear,
  binarysearch: binary,
  breadthfirstSearch: breadthFirst,
  depthfirstSearch: depthFirst,
  astarSearch: aStar,
  greedybfsSearch: greedy,
  depthlimitSearch: depthLimited,
  iterativedepthLimitSearch: iterativeDeepening,
};

/** Breadth-first, depth-first and greedy best-first: one shape of lines. */
const frontierLines = { take: 2, goal: 3, path: 4, push: 7, noPath: 8 } as const;
export const BREADTH_FIRST = frontierLines;
export const DEPTH_FIRST = frontierLines;
export const GREEDY = frontierLines;
export const A_STAR = { take: 2, goal: 3, path: 4, push: 8, noPath: 9 } as const;
export const DEPTH_LIMITED = { take: 2, goal: 3, path: 4, atLimit: 5, push: 8, noPath: 9 } as const;
export const ITERATIVE_DEEPENING = { round: 0, take: 3, goal: 4, path: 5, atLimit: 6, push: 9, reachedAll: 11, noPath: 12 } as const;

/** Each grid search's marked lines and the figures they read. */
export const gridCode: Record<GridSearch, GridCode> = {
  breadthfirstSearch: { lines: BREADTH_FIRST, figures: 'plain' },
  depthfirstSearch: { lines: DEPTH_FIRST, figures: 'plain' },
  astarSearch: { lines: A_STAR, figures: 'astar' },
  greedybfsSearch: { lines: GREEDY, figures: 'greedy' },
  depthlimitSearch: { lines: DEPTH_LIMITED, figures: 'limited' },
  iterativedepthLimitSearch: { lines: ITERATIVE_DEEPENING, figures: 'limited' },
};

import type { ArrayModel } from './arrayModel';
import type { GridModel } from './gridModel';
import { counted } from '../engine/counted';

/**
 * Every sentence the search pages say about a run, once. The outcome phrases ('Found at index',
 * 'Not found', 'Path length:', 'Path cost:', 'No path', 'Visited:') appear only in the outcome.
 */
export function arrayOutcome(model: ArrayModel): string {
  return model.found >= 0 ? `Found at index ${model.found}` : 'Not found';
}

/**
 * The narration once a run has ended: the outcome in other words. Without it the engine repeats
 * the outcome line, which is a live region of its own: screen readers heard it twice, and its
 * phrases stood twice on the page.
 */
export function arrayFinalNarration(model: ArrayModel): string {
  return model.found >= 0 ? `Done: the key ${model.key} is at index ${model.found}` : `Done: the key ${model.key} is not among the values`;
}

export function arrayNarration(model: ArrayModel): string {
  if (model.looked < 0) return model.windowed && model.mid >= 0 ? `window ${model.low} to ${model.high}, middle ${model.mid}` : '';
  return `comparing ${model.values[model.looked]} with the key ${model.key}`;
}

/** The outcome: 'Path length: N' (4 neighbours), 'Path cost: X.XX' (8) or 'No path', then 'Visited: N'. */
export function gridOutcome(model: GridModel, diagonal: boolean): string {
  const result = model.result;
  const path = !result?.found ? 'No path' : diagonal ? `Path cost: ${result.cost.toFixed(2)}` : `Path length: ${result.steps}`;
  return `${path}. Visited: ${model.visited}`;
}

/** As arrayFinalNarration, for the grid ('E was not reached': a depth limit may cut off a path that exists). */
export function gridFinalNarration(model: GridModel, diagonal: boolean): string {
  const result = model.result;
  const reached = !result?.found ? 'E was not reached' : diagonal ? `the path from S to E costs ${result.cost.toFixed(2)}` : `the path from S to E takes ${counted(result.steps, 'step')}`;
  return `Done: ${reached}; ${counted(model.visited, 'cell')} visited`;
}

export function gridNarration(model: GridModel, columns: number): string {
  if (model.current < 0) return model.round > 0 ? `depth limit ${model.round}` : '';
  return `expanding row ${Math.floor(model.current / columns) + 1}, column ${(model.current % columns) + 1}`;
}

/** After a run of a search that does not promise the optimum: how it compares. */
export function optimumLine(optimum: number | null, diagonal: boolean): string {
  if (optimum === null) return 'No route exists on this grid.';
  return `Shortest possible: ${diagonal ? optimum.toFixed(2) : optimum}`;
}

export const COST_MODEL =
  'Cost model: a straight step costs 1; with 8 neighbours a diagonal step costs √2 and is allowed only when both cells beside it are open (no corner cutting). A* uses Manhattan distance (4 neighbours) or octile distance (8), so it stays optimal. Breadth-first and iterative deepening count steps: with 8 neighbours the fewest steps can cost more than the cheapest path.';

/** The order neighbours are tried in, as gridGraph.ts's `neighbours` lists them (tested against it). */
export const NEIGHBOUR_ORDER = ['right', 'down', 'left', 'up', 'down-right', 'down-left', 'up-left', 'up-right'] as const;

/**
 * The conventions that decide which path a search draws and how many cells it visits, where
 * textbooks differ: neighbour order, when the end is recognised, and the tie-breaking of A* and greedy.
 */
export const SEARCH_ORDER =
  `Neighbours are tried ${NEIGHBOUR_ORDER.slice(0, 4).join(', ')}, then with 8 neighbours ${NEIGHBOUR_ORDER.slice(4).join(', ')}. ` +
  'Every search checks for the end when it takes a cell out to expand it, not when it first reaches it, so the cells visited are the cells expanded, the end included. ' +
  'Ties: among cells of equal cost so far plus estimated distance to the end, A* takes the one nearer the end, then the one added to the frontier first; among cells of equal estimated distance, greedy takes the one added first.';

export const DEPTH_LIMIT_RULES =
  'Depth limit (0–324, blank is 0): depth-limited search finds a path whenever one of at most that many steps exists (every step counts 1; a cell reached again by a shorter route is expanded again). Iterative deepening runs limits 1, 2, … up to it and returns a path of the fewest steps; it stops early once a round reaches everything reachable, and at limit 0 it does nothing.';

export const EDITING_HELP =
  'Click or tap a cell to block or clear it; drag to paint walls. Click the start or the end to pick it up, then click an empty cell to move it there. With the keyboard: arrow keys move in the grid, Enter or Space acts on a cell. Editing is off while a search runs.';

import { OBSTACLE_ATTEMPTS } from '../../../workers/search/obstacles';
import { GRID_SIZE, MAX_KEY, MAX_LIMIT } from '../../../workers/search/searchTypes';
import { counted } from '../../engine/story/counted';
import type { ArrayModel } from './arrayModel';
import type { GridModel } from './gridModel';
import type { Marker } from './marker';

/**
 * Every sentence the search pages say, once: about a run, the stage, the fields and editing.
 * The outcome phrases ('Found at index', 'Not found', 'Path length:', 'Path cost:', 'No path',
 * 'Visited:') appear only in the outcome.
 */
export function arrayOutcome(model: ArrayModel): string {
  const { found } = model.state;
  return found >= 0 ? `Found at index ${found}` : 'Not found';
}

/**
 * The final line keeps the last step's own words: the engine shows the final narration in that
 * step's place, and the decisive comparison ('12 > 10 … nothing is left') had never been told.
 */
const afterLastStep = (lastStep: string, done: string) => (lastStep ? `${lastStep}. ${done}` : done);

/**
 * The narration once a run has ended: the last step's words, then the outcome in other words.
 * Without it the engine repeats the outcome line, which is a live region of its own: screen
 * readers heard it twice, and its phrases stood twice on the page.
 */
export function arrayFinalNarration(model: ArrayModel): string {
  const { found } = model.state;
  const done = found >= 0 ? `Done: the key ${model.key} is at index ${found}` : `Done: the key ${model.key} is not among the values`;
  return afterLastStep(arrayNarration(model), done);
}

/**
 * The comparison on the stage and what it decides, as a textbook traces it ('16 < 23, so the
 * key can only lie right of index 4: keep 5 to 9'); between comparisons, binary search's window.
 */
export function arrayNarration(model: ArrayModel): string {
  const { key } = model;
  const { compared, low, high, mid, probedLow, probedHigh } = model.state;
  if (key === null) return '';
  if (compared < 0) return model.windowed && mid >= 0 ? `window ${low} to ${high}, middle ${mid}` : '';
  const value = model.values[compared]!;
  const comparing = `comparing ${value} with the key ${key}`;
  if (value === key) return `${comparing}: a match`;
  if (!model.windowed) return `${comparing}: no match`;
  const right = value < key;
  const [from, to] = right ? [compared + 1, probedHigh] : [probedLow, compared - 1];
  const kept = from <= to ? `keep ${from} to ${to}` : 'nothing is left';
  return `${comparing}: ${value} ${right ? '<' : '>'} ${key}, so the key can only lie ${right ? 'right' : 'left'} of index ${compared}: ${kept}`;
}

/** The outcome: 'Path length: N' (4 neighbours), 'Path cost: X.XX' (8) or 'No path', then 'Visited: N'. */
export function gridOutcome(model: GridModel, diagonal: boolean): string {
  const { result, visited } = model.state;
  const path = !result?.found ? 'No path' : diagonal ? `Path cost: ${result.cost.toFixed(2)}` : `Path length: ${result.steps}`;
  return `${path}. Visited: ${visited}`;
}

/** What a race line adds after a grid search that won without reaching E (see FamilyAdapter.shortfall). */
export const gridShortfall = (model: GridModel) => (model.state.result && !model.state.result.found ? 'without reaching E' : '');

/** As arrayFinalNarration, for the grid ('E was not reached': a depth limit may cut off a path that exists). */
export function gridFinalNarration(model: GridModel, diagonal: boolean, columns: number): string {
  const { result, visited } = model.state;
  const reached = !result?.found
    ? 'E was not reached'
    : diagonal
      ? `the path from S to E costs ${result.cost.toFixed(2)}`
      : `the path from S to E takes ${counted(result.steps, 'step')}`;
  return afterLastStep(gridNarration(model, columns), `Done: ${reached}; ${counted(visited, 'cell')} visited`);
}

/** Where a cell is, as the page says it everywhere: 'row 2, column 5' (from 1). */
export const cellPlace = (cell: number, columns: number) => `row ${Math.floor(cell / columns) + 1}, column ${(cell % columns) + 1}`;

/**
 * The path being drawn; before it, the cell being expanded and its depth (against the limit on
 * the depth-limited pages: iterative deepening's is the round's); at a round's start, its limit.
 */
export function gridNarration(model: GridModel, columns: number): string {
  const { expanded, expandedDepth, pathDrawn, pathCells, round } = model.state;
  if (pathDrawn > 0) return `drawing the path: cell ${pathDrawn} of ${pathCells}`;
  if (expanded >= 0) {
    const limit = round > 0 ? round : model.limit;
    const depth = `at depth ${expandedDepth}${limit === null ? '' : ` (depth limit ${limit})`}`;
    return `expanding ${cellPlace(expanded, columns)} ${depth}`;
  }
  return round > 0 ? `depth limit ${round}` : '';
}

/**
 * After a run of a search that does not promise the optimum: how it compares. On the
 * depth-limited pages also the least limit that reaches E, which is the fewest steps (with
 * diagonals not the same number as the least cost).
 */
export function optimumLine(optimum: number | null, fewestSteps: number | null, diagonal: boolean, limited: boolean): string {
  if (optimum === null || fewestSteps === null) return 'No route exists on this grid.';
  const shortest = `Shortest possible: ${diagonal ? optimum.toFixed(2) : optimum}`;
  if (!limited) return shortest;
  const reaches = `a depth limit of ${fewestSteps} or more reaches E`;
  return diagonal ? `${shortest}; the fewest steps are ${fewestSteps}, so ${reaches}` : `${shortest}; ${reaches}`;
}

export const COST_MODEL =
  'Cost model: a straight step costs 1; with 8 neighbours a diagonal step costs √2 and is allowed only when both cells beside it are open (no corner cutting). A* uses Manhattan distance (4 neighbours) or octile distance (8), so it stays optimal. Greedy best-first uses the same estimate of the distance to the end. Breadth-first and iterative deepening count steps: with 8 neighbours the fewest steps can cost more than the cheapest path.';

/** The order neighbours are tried in, as gridGraph.ts's `neighbours` lists them (tested against it). */
export const NEIGHBOUR_ORDER = ['right', 'down', 'left', 'up', 'down-right', 'down-left', 'up-left', 'up-right'] as const;

/**
 * The conventions that decide which path a search draws and how many cells it visits, where
 * textbooks differ: neighbour order, when the end is recognised, and the tie-breaking of A* and greedy.
 */
export const SEARCH_ORDER =
  `Neighbours are tried ${NEIGHBOUR_ORDER.slice(0, 4).join(', ')}, then with 8 neighbours ${NEIGHBOUR_ORDER.slice(4).join(', ')}. ` +
  'Every search checks for the end when it takes a cell out to expand it, not when it first reaches it, so the cells visited are the cells expanded, the end included, each counted once however often it is expanded again. ' +
  "Ties: among cells of equal cost so far plus estimated distance to the end, A* takes the one nearer the end, then the one added to the frontier first; among cells of equal estimated distance, greedy takes the one added first, and it keeps the route by which it first reached a cell, even when a cheaper one turns up later (as AIMA's third edition does).";

export const DEPTH_LIMIT_RULES = `Depth limit (0–${MAX_LIMIT}, blank is 0): depth-limited search finds a path whenever one of at most that many steps exists (every step counts 1; a cell reached again by a shorter route is expanded again). Iterative deepening runs limits 1, 2, … up to it and returns a path of the fewest steps; it stops early once a round reaches everything reachable, and at limit 0 it does nothing. Visited counts each cell once over the whole run, every round included, where textbooks often add up every round's expansions; each round starts the grid afresh, so the picture shows the last round.`;

export const EDITING_HELP = `Click or tap a cell to block or clear it; drag to paint walls. Click the start or the end to pick it up, then click an empty cell to move it there. With the keyboard: arrow keys move in the grid, Enter or Space acts on a cell. Random obstacles clears the walls, then tries ${OBSTACLE_ATTEMPTS} times to block a random cell, and draws again until a route joins the start and the end; Maze draws a maze with exactly one route between any two open cells. Editing is off while a search runs.`;

/** Spec §4's markers by name. */
export const markerName = (marker: Marker) => (marker === 'S' ? 'start' : 'end');

/** Why a picked-up marker did not move (spec §4: never onto S, E or a wall). */
export const markerRefusal = (marker: Marker) => `The ${markerName(marker)} can only move to an empty cell`;

/** The edit note while a marker is picked up. */
export const movingNote = (marker: Marker) => `Moving the ${markerName(marker)}: pick an empty cell.`;

export const mazeFailure = (reason: string) => `Couldn't make a maze: ${reason}`;

export const obstaclesFailure = (reason: string) => `Couldn't draw obstacles: ${reason}`;

/** Random obstacles found no draw with a route from S to E: the grid stays as it was. */
export const noObstaclesWithPath = (draws: number) =>
  `No route from S to E in ${draws} random draws, so the grid stays as it was. Press Random obstacles again, or move S and E closer together.`;

const kindName: Record<string, string> = { '.': 'empty', B: 'blocked', S: 'start', E: 'end' };
const markName: Record<string, string> = { f: 'in the frontier', v: 'visited', c: 'being expanded', p: 'on the path' };

/** A cell's name for assistive technology: its kind, and what the search did to it (GridModel.searchMarks). */
export function cellLabel(cell: number, kind: string, mark = '.'): string {
  const where = `Row ${Math.floor(cell / GRID_SIZE) + 1}, column ${(cell % GRID_SIZE) + 1}`;
  return `${where}: ${kindName[kind]}${markName[mark] ? `, ${markName[mark]}` : ''}`;
}

export const gridStageLabel = (visited: number, status: string) =>
  `Search grid, ${GRID_SIZE} by ${GRID_SIZE}; ${counted(visited, 'cell')} visited; ${status}`;

export const arrayStageLabel = (count: number, key: number | string, status: string) =>
  `${count} bars, ${key === '' ? 'no key to search for' : `searching for ${key}`}; ${status}`;

/** Above the bars; their colours are named by the colour key under them (searchColourKeys.ts). */
export const BINARY_HEADER =
  'Binary search sorts the values first. Each comparison is with the middle of the window (low to high), and keeps the half that can hold the key.';

export const KEY_HELP = `Type a number from 0 to ${MAX_KEY} to search for.`;

/** Under the depth-limit field when its text is not a limit: why, and the limit the search keeps. */
export const limitRefusal = (reason: string, kept: number) => `Ignored: ${reason}; the search keeps ${kept}`;

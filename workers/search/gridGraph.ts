import { GRID_SIZE } from './searchTypes';

/**
 * The grid as a graph under the page's cost model: a straight step costs 1; with diagonals a
 * diagonal step costs √2 and is allowed only when both cells beside it are open (no corner
 * cutting). Cells are row-major indices.
 */
export interface GridGraph {
  readonly size: number;
  readonly open: Uint8Array;
  readonly start: number;
  readonly end: number;
  readonly diagonal: boolean;
}

export const SQRT2 = Math.SQRT2;

export function parseGrid(grid: string, diagonal: boolean, size = GRID_SIZE): GridGraph {
  const open = new Uint8Array(size * size);
  for (let i = 0; i < open.length; i++) open[i] = grid[i] === 'B' ? 0 : 1;
  return { size, open, start: grid.indexOf('S'), end: grid.indexOf('E'), diagonal };
}

const straight = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;
const diagonals = [
  [1, 1],
  [1, -1],
  [-1, -1],
  [-1, 1],
] as const;

/** Open neighbours of a cell in a fixed order (right, down, left, up, then diagonals). */
export function neighbours(g: GridGraph, cell: number): number[] {
  const { size, open } = g;
  const r = Math.floor(cell / size);
  const c = cell % size;
  const inside = (rr: number, cc: number) => rr >= 0 && rr < size && cc >= 0 && cc < size && open[rr * size + cc] === 1;
  const out: number[] = [];
  for (const [dr, dc] of straight) if (inside(r + dr, c + dc)) out.push((r + dr) * size + c + dc);
  if (g.diagonal) {
    for (const [dr, dc] of diagonals) {
      if (inside(r + dr, c + dc) && inside(r + dr, c) && inside(r, c + dc)) out.push((r + dr) * size + c + dc);
    }
  }
  return out;
}

/** The cost of one step between neighbours a and b. */
export function stepCost(g: GridGraph, a: number, b: number): number {
  return Math.floor(a / g.size) !== Math.floor(b / g.size) && a % g.size !== b % g.size ? SQRT2 : 1;
}

/** Manhattan distance (4 neighbours) or octile distance (8): never more than the true cost. */
export function heuristic(g: GridGraph, cell: number): number {
  const dr = Math.abs(Math.floor(cell / g.size) - Math.floor(g.end / g.size));
  const dc = Math.abs((cell % g.size) - (g.end % g.size));
  if (!g.diagonal) return dr + dc;
  return Math.max(dr, dc) + (SQRT2 - 1) * Math.min(dr, dc);
}

/** Cost of a path given as cells from start to end. */
export function pathCost(g: GridGraph, path: readonly number[]): number {
  let cost = 0;
  for (let i = 1; i < path.length; i++) cost += stepCost(g, path[i - 1]!, path[i]!);
  return cost;
}

/** Walks parent links back from the end. */
export function tracePath(parent: Int32Array, end: number): number[] {
  const path = [end];
  for (let at = parent[end]!; at >= 0; at = parent[at]!) path.push(at);
  return path.reverse();
}

import { GRID_CELLS, GRID_SIZE } from '../../../workers/search/searchTypes';
import type { Marker } from './marker';
import { markerRefusal } from './searchWords';

export const defaultGrid = (): string => `S${'.'.repeat(GRID_CELLS - 2)}E`;

export interface EditState {
  grid: string;
  /** The marker picked up for moving, if any. */
  selected: Marker | null;
  /** Why the last press did nothing, for the polite status line. */
  refused: string;
}

const put = (grid: string, cell: number, ch: string) => grid.slice(0, cell) + ch + grid.slice(cell + 1);

/**
 * Spec §4 editing: a normal cell toggles blocked; pressing S or E picks it up, then an empty
 * cell receives it; a marker never lands on S, E or a wall.
 */
export function pressCell(state: EditState, cell: number): EditState {
  const { grid, selected } = state;
  const here = grid[cell];
  if (selected) {
    if (here === selected) return { grid, selected: null, refused: '' };
    if (here !== '.') return { grid, selected, refused: markerRefusal(selected) };
    const moved = put(put(grid, grid.indexOf(selected), '.'), cell, selected);
    return { grid: moved, selected: null, refused: '' };
  }
  if (here === 'S' || here === 'E') return { grid, selected: here, refused: '' };
  return { grid: put(grid, cell, here === 'B' ? '.' : 'B'), selected: null, refused: '' };
}

/** Drag painting: the first cell's new kind ('B' or '.') spreads to normal cells the pointer crosses. */
export function paintCell(grid: string, cell: number, paint: 'B' | '.'): string {
  return grid[cell] === 'S' || grid[cell] === 'E' || grid[cell] === paint ? grid : put(grid, cell, paint);
}

/**
 * The cells a drag crossed from `from` to `to`, `to` included and `from` not: a straight line
 * of cells between the two (Bresenham), because a phone delivers a fast finger's moves
 * coalesced, one per frame, and a move may land several cells past the last one.
 */
export function strokeCells(from: number, to: number): number[] {
  let r = Math.floor(from / GRID_SIZE);
  let c = from % GRID_SIZE;
  const r1 = Math.floor(to / GRID_SIZE);
  const c1 = to % GRID_SIZE;
  const dr = Math.abs(r1 - r);
  const dc = Math.abs(c1 - c);
  const sr = r < r1 ? 1 : -1;
  const sc = c < c1 ? 1 : -1;
  const cells: number[] = [];
  let err = dc - dr;
  while (r !== r1 || c !== c1) {
    const e2 = 2 * err;
    if (e2 > -dr) {
      err -= dr;
      c += sc;
    }
    if (e2 < dc) {
      err += dc;
      r += sr;
    }
    cells.push(r * GRID_SIZE + c);
  }
  return cells;
}

/** Paints every cell of a drag's stroke from `from` to `to` (see strokeCells and paintCell). */
export function paintStroke(grid: string, from: number, to: number, paint: 'B' | '.'): string {
  return strokeCells(from, to).reduce((g, cell) => paintCell(g, cell, paint), grid);
}

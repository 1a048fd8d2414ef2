import type { DirtySet } from '../dirtySet';

/** How a cell looks; the board's palette (cellLooks.ts) maps each to colours with enough contrast. */
export type CellLook = 'plain' | 'clue' | 'entry' | 'tried' | 'backtracked' | 'light' | 'dark' | 'conflict' | 'won' | 'tile' | 'tileSolved' | 'blank';

/** A game board as its renderer sees it: cells in reading order, and which changed since the last draw. */
export interface BoardView {
  readonly rows: number;
  readonly cols: number;
  readonly dirty: DirtySet;
  /** What the cell shows: a digit, X, O, ♛, a tile number; '' when empty. */
  text(cell: number): string;
  /** The content in words for its label ('queen', '7', 'empty'). */
  content(cell: number): string;
  look(cell: number): CellLook;
  /** The cell the last move touched: outlined. */
  highlighted(cell: number): boolean;
  /** A cell the visitor cannot change (a sudoku clue), told as aria-readonly; none when left out. */
  readOnly?(cell: number): boolean;
  /** Thicker lines every this many cells (sudoku's 3×3 boxes). */
  readonly boxSize?: number;
  /** Pixels between cells; boardGeometry's GAP when left out (a chessboard's squares touch: 0). */
  readonly gap?: number;
}

import { fittedSideCss, GAP, MAX_CELL, MIN_CELL } from './boardGeometry';

/**
 * What a square board's size follows from before it is built: its cells per side and the
 * same limits DomBoard fits them with (DomBoardOptions' minCell and maxCell, BoardView's
 * boxSize and gap).
 */
export interface BoardShape {
  size: number;
  boxSize?: number;
  gap?: number;
  minCell?: number;
  maxCell?: number;
}

/** The board's side as CSS, in a host `width` wide: what DomBoard will make it. */
export function boardSideCss({ size, boxSize, gap = GAP, minCell = MIN_CELL, maxCell = MAX_CELL }: BoardShape, width: string): string {
  return fittedSideCss(width, size, boxSize, minCell, maxCell, gap);
}

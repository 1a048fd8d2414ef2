/**
 * The visual state of one grid cell, owned by the family's model: one byte per cell, which
 * the grid renderer turns into a colour.
 */
export const GridState = {
  Empty: 0,
  Blocked: 1,
  Start: 2,
  End: 3,
  /** Waiting in the search's frontier. */
  Frontier: 4,
  /** Expanded by the search. */
  Visited: 5,
  /** The cell being expanded now. */
  Current: 6,
  /** On the found path. */
  Path: 7,
} as const;
export type GridStateCode = (typeof GridState)[keyof typeof GridState];

/** Colour per state (index = state byte), distinguishable on the dark stage and from each other. */
export const gridPalette: readonly number[] = [
  0x1c2b3a, // Empty
  0x90a4ae, // Blocked
  0x66bb6a, // Start
  0xef5350, // End
  0xffd54f, // Frontier
  0x1e88e5, // Visited
  0xffffff, // Current
  0xce93d8, // Path
];

/** What the grid renderer reads: a model's cells, their state bytes and which changed. */
export interface GridView {
  readonly columns: number;
  readonly rows: number;
  readonly states: Uint8Array;
  readonly dirty: import('../dirtySet').DirtySet;
}

/** The square the grid occupies in a host of this size: centred, as large as fits. */
export function gridSquare(width: number, height: number): { side: number; left: number; top: number } {
  const side = Math.max(0, Math.min(width, height));
  return { side, left: (width - side) / 2, top: (height - side) / 2 };
}

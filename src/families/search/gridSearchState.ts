/** How a grid search ended: whether it reached E, in how many steps, at what cost. */
export interface GridResult {
  found: boolean;
  steps: number;
  cost: number;
}

/** What a search did to a cell so far (drawn over the cell's own kind). */
export const Mark = { None: 0, Frontier: 1, Visited: 2, Path: 3 } as const;

/** Everything a grid search's step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface GridSearchState {
  /** A Mark per cell: this round's frontier, visited cells and path. */
  marks: Uint8Array;
  /** 1 for each cell expanded at least once in the whole run ('cells visited'). */
  seen: Uint8Array;
  visited: number;
  frontier: number;
  /** Iterative deepening's round (its depth limit; 0 for the other searches). */
  round: number;
  /** The last cell expanded and its depth, highlighted or not: what the narration tells (-1 for none this round). */
  expanded: number;
  expandedDepth: number;
  /** Path cells drawn so far, of how many. */
  pathDrawn: number;
  pathCells: number;
  /** null until the search has ended. */
  result: GridResult | null;
  /** The pseudocode line the last operation executed (searchPseudocode.ts; -1 before the first). */
  line: number;
  /** The cell the last push added to the frontier (-1 for none): the pseudocode's `next`. */
  pushed: number;
  /** Each cell's cost so far on the route it was last pushed by (A*'s g; 0 for S). */
  g: Float64Array;
  /** 1 once this round expanded a cell at its depth limit (iterative deepening goes on only then). */
  cutOff: number;
}

export function initialGridSearchState(cells: number): GridSearchState {
  return {
    marks: new Uint8Array(cells),
    seen: new Uint8Array(cells),
    visited: 0,
    frontier: 0,
    round: 0,
    expanded: -1,
    expandedDepth: 0,
    pathDrawn: 0,
    pathCells: 0,
    result: null,
    line: -1,
    pushed: -1,
    g: new Float64Array(cells),
    cutOff: 0,
  };
}

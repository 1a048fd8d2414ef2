/** Search's operation codes (see workers/protocol/ops.ts for the shape). */
export const Op = {
  /** look a: element a is compared with the key (one comparison, a visible step). */
  Look: 1,
  /** window a b c: binary search's window is a..b (inclusive) with middle c (a visible step: a row of the textbook's trace). */
  Window: 2,
  /** found a: the key is at element a (a marker; the run ends). */
  Found: 3,
  /** emptied a b: binary search's window a..b is empty (a > b), the key is absent (a marker; the run ends, the last comparison still told). */
  Emptied: 4,
  /** push a b: cell a joins the frontier, which now holds b cells (a marker). */
  Push: 10,
  /** visit a b c: cell a is expanded at depth b (steps from the start on the search's route); the frontier holds c cells (a visible step). */
  Visit: 11,
  /** round a: iterative deepening starts again with limit a; earlier marks are cleared (a visible step). */
  Round: 12,
  /** path a b c: cell a is cell b (from 1) of the c cells of the found path (a short step: the path is drawn quickly). */
  Path: 13,
  /** result a b c: a = 1 found / 0 not; b = steps; c = value-table index of the cost (a marker). */
  Result: 14,
} as const;

/**
 * Delay slots per operation: markers are free, a path cell a quarter step. A marker is applied in
 * the frame of the step before it, so whatever changes the picture or the words is a step of its
 * own: a new round (it clears the grid, and had hidden each round's last expansion) and a new
 * window (its middle had been drawn while the comparison before it was told).
 */
export function opCost(code: number): number {
  if (code === Op.Look || code === Op.Visit || code === Op.Window || code === Op.Round) return 1;
  if (code === Op.Path) return 0.25;
  return 0;
}

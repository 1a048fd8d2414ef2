/** Search's operation codes (see workers/protocol/ops.ts for the shape). */
export const Op = {
  /** look a: element a is compared with the key (one comparison, a visible step). */
  Look: 1,
  /** window a b c: binary search's window is a..b (inclusive) with middle c, -1 once it is empty (a marker). */
  Window: 2,
  /** found a: the key is at element a (a marker; the run ends). */
  Found: 3,
  /** push a b: cell a joins the frontier, which now holds b cells (a marker). */
  Push: 10,
  /** visit a b c: cell a is expanded at depth b (steps from the start on the search's route); the frontier holds c cells (a visible step). */
  Visit: 11,
  /** round a: iterative deepening starts again with limit a; earlier marks are cleared (a marker). */
  Round: 12,
  /** path a b c: cell a is cell b (from 1) of the c cells of the found path (a short step: the path is drawn quickly). */
  Path: 13,
  /** result a b c: a = 1 found / 0 not; b = steps; c = value-table index of the cost (a marker). */
  Result: 14,
} as const;

/** Delay slots per operation: markers are free, a path cell a quarter step. */
export function opCost(code: number): number {
  if (code === Op.Look || code === Op.Visit) return 1;
  if (code === Op.Path) return 0.25;
  return 0;
}

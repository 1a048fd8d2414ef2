import type { Operation } from '../protocol/ops';
import { randomInt } from '../protocol/random';

export const MIN_QUEENS = 4;
export const MAX_QUEENS = 15;
export type ColumnOrder = 'normal' | 'random';

/** The N-Queen AI's operation codes (shape: workers/protocol/ops.ts). */
export const QueenOp = {
  /** place row col: a queen goes on a cell no queen attacks (one placement). */
  Place: 1,
  /** remove row col: that queen led nowhere and is taken off (one backtrack). */
  Remove: 2,
  /** solved a: a = 1 when n queens stand without conflict (a marker). */
  Solved: 3,
  /** lift row col: a visitor's queen is taken off before the AI starts on an empty board (a marker). */
  Lift: 4,
} as const;

/** A placement or a backtrack is a step; the markers take no time (the model and the worker's count share it). */
export const queenOpCost = (code: number) => (code === QueenOp.Place || code === QueenOp.Remove ? 1 : 0);

const attacks = (r1: number, c1: number, r2: number, c2: number) => c1 === c2 || r1 === r2 || Math.abs(r1 - r2) === Math.abs(c1 - c2);

/** Cells (row * n + col) of queens attacked by another queen: the board shows them red. */
export function conflictingQueens(n: number, queens: ReadonlySet<number>): Set<number> {
  const list = [...queens];
  const out = new Set<number>();
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const [a, b] = [list[i]!, list[j]!];
      if (attacks(Math.floor(a / n), a % n, Math.floor(b / n), b % n)) {
        out.add(a);
        out.add(b);
      }
    }
  return out;
}

export const isSolution = (n: number, queens: ReadonlySet<number>) => queens.size === n && conflictingQueens(n, queens).size === 0;

function columnsFor(n: number, order: ColumnOrder, random: () => number): number[] {
  const cols = Array.from({ length: n }, (_, c) => c);
  if (order === 'random')
    for (let i = n - 1; i > 0; i--) {
      const j = randomInt(random, i + 1);
      const swapped = cols[i]!;
      cols[i] = cols[j]!;
      cols[j] = swapped;
    }
  return cols;
}

/**
 * Backtracking one row at a time; each row tries its columns in order 0..n-1 (Normal) or in a
 * fresh random order per visit (Randomised, seeded so a link replays the same run).
 */
export function* nQueenOps(n: number, order: ColumnOrder, random: () => number, visitorQueens: readonly number[] = []): Generator<Operation, void> {
  for (const cell of visitorQueens) yield [QueenOp.Lift, Math.floor(cell / n), cell % n, 0];
  const cols = new Array<number>(n).fill(-1);
  const safe = (row: number, col: number) => cols.slice(0, row).every((c, r) => !attacks(r, c, row, col));
  function* place(row: number): Generator<Operation, boolean> {
    if (row === n) return true;
    for (const col of columnsFor(n, order, random)) {
      if (!safe(row, col)) continue;
      cols[row] = col;
      yield [QueenOp.Place, row, col, 0];
      if (yield* place(row + 1)) return true;
      cols[row] = -1;
      yield [QueenOp.Remove, row, col, 0];
    }
    return false;
  }
  const solved = yield* place(0);
  yield [QueenOp.Solved, solved ? 1 : 0, 0, 0];
}

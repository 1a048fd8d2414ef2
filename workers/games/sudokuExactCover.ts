/**
 * The fast sudoku search behind `countSolutions` and `solutionOf`: what answers "how many
 * solutions" for a shared link (sharedSudoku.ts) and for the generator, both in the generator's
 * worker.
 *
 * Sudoku is an exact cover: every cell holds one digit, and every row, column and box holds each
 * digit once (324 constraints). The search branches on the constraint with the fewest ways left
 * to meet it, a cell or a (unit, digit) pair, as Knuth's Algorithm X does. Branching on cells
 * alone (the animated solver's rule, which the page shows) misses a digit that has one place left
 * in a row: on adversarial puzzles it took many seconds to minutes (a well-known puzzle with no
 * solution ran for over a minute on a phone-class thread), which here takes a few milliseconds
 * for most puzzles and up to a quarter of a second on the hardest known (Inkala's, that one).
 */
import { ALL_DIGITS, bitCount, CELLS, type Cells, SIZE } from './sudoku';

const UNITS: readonly (readonly number[])[] = [
  ...Array.from({ length: SIZE }, (_, r) => Array.from({ length: SIZE }, (_, c) => r * SIZE + c)),
  ...Array.from({ length: SIZE }, (_, c) => Array.from({ length: SIZE }, (_, r) => r * SIZE + c)),
  ...Array.from({ length: SIZE }, (_, b) =>
    Array.from({ length: SIZE }, (_, k) => (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * SIZE + (b % 3) * 3 + (k % 3)),
  ),
];
const ROW = Array.from({ length: CELLS }, (_, i) => Math.floor(i / SIZE));
const COL = Array.from({ length: CELLS }, (_, i) => i % SIZE);
const BOX = Array.from({ length: CELLS }, (_, i) => Math.floor(ROW[i]! / 3) * 3 + Math.floor(COL[i]! / 3));

/**
 * Walks every solution of `puzzle` in a fixed order, calling `found` with the filled cells (the
 * same array, changed afterwards: copy it to keep it) until it returns true. Returns false at
 * once for a puzzle whose clues already clash.
 */
export function eachSolution(puzzle: readonly number[], found: (cells: readonly number[]) => boolean): boolean {
  const cells = Array.from(puzzle);
  // Digits used in each row, column and box (bit d set when d is there).
  const row = new Array<number>(SIZE).fill(0);
  const col = new Array<number>(SIZE).fill(0);
  const box = new Array<number>(SIZE).fill(0);
  for (let i = 0; i < CELLS; i++) {
    const bit = cells[i] ? 1 << cells[i]! : 0;
    if (!bit) continue;
    if ((row[ROW[i]!]! | col[COL[i]!]! | box[BOX[i]!]!) & bit) return false;
    row[ROW[i]!]! |= bit;
    col[COL[i]!]! |= bit;
    box[BOX[i]!]! |= bit;
  }
  const put = (i: number, d: number) => {
    cells[i] = d;
    row[ROW[i]!]! |= 1 << d;
    col[COL[i]!]! |= 1 << d;
    box[BOX[i]!]! |= 1 << d;
  };
  const take = (i: number, d: number) => {
    cells[i] = 0;
    row[ROW[i]!]! &= ~(1 << d);
    col[COL[i]!]! &= ~(1 << d);
    box[BOX[i]!]! &= ~(1 << d);
  };
  const options = new Array<number>(CELLS).fill(0);

  /** True once `found` asked to stop. */
  const search = (): boolean => {
    // The cell with the fewest digits left.
    let bestCell = -1;
    let fewest = SIZE + 1;
    for (let i = 0; i < CELLS; i++) {
      if (cells[i]) continue;
      const m = ALL_DIGITS & ~(row[ROW[i]!]! | col[COL[i]!]! | box[BOX[i]!]!);
      options[i] = m;
      const n = bitCount(m);
      if (n === 0) return false;
      if (n < fewest) {
        fewest = n;
        bestCell = i;
      }
    }
    if (bestCell < 0) return found(cells);
    // A (unit, digit) with fewer places left than that cell has digits, if any.
    let bestUnit = -1;
    let bestDigit = 0;
    if (fewest > 1) {
      for (let u = 0; u < UNITS.length && fewest > 1; u++) {
        const unit = UNITS[u]!;
        let used = 0;
        for (const i of unit) used |= cells[i] ? 1 << cells[i] : 0;
        for (let d = 1; d <= SIZE; d++) {
          if (used & (1 << d)) continue;
          let places = 0;
          for (const i of unit) if (!cells[i] && options[i]! & (1 << d)) places++;
          if (places === 0) return false;
          if (places < fewest) {
            fewest = places;
            bestUnit = u;
            bestDigit = d;
          }
        }
      }
    }
    if (bestUnit < 0) {
      const m = options[bestCell]!;
      for (let d = 1; d <= SIZE; d++) {
        if (!(m & (1 << d))) continue;
        put(bestCell, d);
        const stop = search();
        take(bestCell, d);
        if (stop) return true;
      }
      return false;
    }
    const bit = 1 << bestDigit;
    const places = UNITS[bestUnit]!.filter((i) => !cells[i] && options[i]! & bit);
    for (const i of places) {
      put(i, bestDigit);
      const stop = search();
      take(i, bestDigit);
      if (stop) return true;
    }
    return false;
  };
  search();
  return true;
}

/** Solutions of a puzzle, counted up to `limit` (2 proves uniqueness without finding them all). */
export function countSolutions(puzzle: readonly number[], limit = 2): number {
  let count = 0;
  eachSolution(puzzle, () => ++count >= limit);
  return count;
}

/** The first solution of a puzzle (its one solution, for a puzzle that has one), or null when it has none. */
export function solutionOf(puzzle: readonly number[]): Cells | null {
  let solution: Cells | null = null;
  eachSolution(puzzle, (cells) => {
    solution = [...cells];
    return true;
  });
  return solution;
}

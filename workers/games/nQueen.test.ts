import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { type ColumnOrder, conflictingQueens, isSolution, MAX_QUEENS, MIN_QUEENS, nQueenOps, QueenOp } from './nQueen';

function replay(n: number, order: ColumnOrder, seed: number) {
  const queens = new Set<number>();
  let placements = 0;
  let backtracks = 0;
  let solved = -1;
  for (const [code, row, col] of nQueenOps(n, order, seededRandom(seed))) {
    const cell = row * n + col;
    if (code === QueenOp.Place) {
      expect(queens.has(cell)).toBe(false);
      queens.add(cell);
      expect(conflictingQueens(n, queens).size, 'a queen is only placed where none attacks it').toBe(0);
      placements++;
    } else if (code === QueenOp.Remove) {
      expect(queens.delete(cell)).toBe(true);
      backtracks++;
    } else if (code === QueenOp.Solved) solved = row;
  }
  return { queens, placements, backtracks, solved };
}

describe('N-Queen AI', () => {
  for (const order of ['normal', 'random'] as const) {
    it(`finds a valid placement for every size ${MIN_QUEENS}–${MAX_QUEENS} (${order} column order)`, () => {
      for (let n = MIN_QUEENS; n <= MAX_QUEENS; n++) {
        const seeds = order === 'random' ? [1, 2, 3] : [0];
        for (const seed of seeds) {
          const { queens, placements, backtracks, solved } = replay(n, order, seed);
          expect(solved, `n=${n}`).toBe(1);
          expect(isSolution(n, queens), `n=${n}`).toBe(true);
          expect(placements - backtracks).toBe(n);
        }
      }
    });
  }

  it('normal order finds the first solution in lexicographic order (n=4: columns 1,3,0,2) after backtracking', () => {
    const { queens, backtracks } = replay(4, 'normal', 0);
    expect([...queens].sort((a, b) => a - b)).toEqual([1, 7, 8, 14]);
    expect(backtracks).toBeGreaterThan(0);
  });

  it('randomised order depends on its seed', () => {
    const boards = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) boards.add([...replay(8, 'random', seed).queens].sort().join());
    expect(boards.size).toBeGreaterThan(1);
  });
});

describe('N-Queen conflicts (the board turns them red)', () => {
  it('marks queens sharing a row, column or diagonal, and only those', () => {
    // 5×5: (0,0) and (2,2) share a diagonal; (4,1) is free.
    expect([...conflictingQueens(5, new Set([0, 12, 21]))].sort((a, b) => a - b)).toEqual([0, 12]);
    expect(conflictingQueens(5, new Set([0, 4])).size).toBe(2); // same row
    expect(conflictingQueens(5, new Set([0, 20])).size).toBe(2); // same column
    expect(isSolution(4, new Set([1, 7, 8, 14]))).toBe(true);
    expect(isSolution(4, new Set([1, 7, 8]))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { CELLS, candidates, formatCells, isConsistent, mostConstrainedBlank, parseCells } from './sudoku';
import { countSolutions, solutionOf } from './sudokuExactCover';
import { CLUES, generateSudoku, nextLevel, SUDOKU_LEVELS } from './sudokuGenerator';
import { SudokuOp, sudokuSolveOps } from './sudokuSolver';

/** Applies the solver's operations to a copy of the puzzle, as the page's model does. */
function replay(puzzle: readonly number[]) {
  const cells = [...puzzle];
  let tries = 0;
  let backtracks = 0;
  let solved = -1;
  for (const [code, a, b] of sudokuSolveOps(puzzle)) {
    if (code === SudokuOp.Try) {
      expect(cells[a], 'only blanks are tried').toBe(0);
      cells[a] = b;
      tries++;
    } else if (code === SudokuOp.Backtrack) {
      expect(puzzle[a], 'clues are never taken back').toBe(0);
      cells[a] = 0;
      backtracks++;
    } else if (code === SudokuOp.Solved) solved = a;
  }
  return { cells, tries, backtracks, solved };
}

const everyGroupHoldsOneToNine = (cells: readonly number[]) => {
  const groups: number[][] = [];
  for (let k = 0; k < 9; k++) {
    groups.push(Array.from({ length: 9 }, (_, j) => k * 9 + j));
    groups.push(Array.from({ length: 9 }, (_, j) => j * 9 + k));
    groups.push(Array.from({ length: 9 }, (_, j) => (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3)));
  }
  return groups.every(
    (g) =>
      g
        .map((i) => cells[i])
        .sort()
        .join('') === '123456789',
  );
};

describe('the blank the solver takes next', () => {
  it('is the one with the fewest candidates, even when a one-candidate blank comes first', () => {
    // Row 0 lacks only 1 (cell 0 has one candidate); row 8 lacks only 9, which column 8 holds
    // (cell 80 has none): the solver must take cell 80 and backtrack at once.
    const cells = parseCells(`.23456789${'.'.repeat(63)}23456781.`) as number[];
    expect(mostConstrainedBlank(cells)).toEqual({ cell: 80, mask: 0 });
  });

  it('is the first in reading order among equally constrained blanks', () => {
    // Cell 0 can hold only 1, cell 72 only 9.
    const cells = parseCells(`.23456789${'.'.repeat(63)}.34567812`) as number[];
    expect(mostConstrainedBlank(cells)).toEqual({ cell: 0, mask: 1 << 1 });
  });
});

describe('sudoku generator', () => {
  for (const level of SUDOKU_LEVELS) {
    it(`${level}: ${CLUES[level]} clues, exactly one solution, every time`, () => {
      for (let seed = 1; seed <= 8; seed++) {
        const { puzzle, solution } = generateSudoku(level, seededRandom(seed * 7919));
        expect(puzzle.filter(Boolean)).toHaveLength(CLUES[level]);
        expect(countSolutions(puzzle, 2)).toBe(1);
        expect(everyGroupHoldsOneToNine(solution)).toBe(true);
        expect(puzzle.every((d, i) => d === 0 || d === solution[i])).toBe(true);
      }
    });
  }

  it('cycles Easy → Medium → Hard → Easy with 35 / 25 / 20 clues', () => {
    expect([nextLevel('easy'), nextLevel('medium'), nextLevel('hard')]).toEqual(['medium', 'hard', 'easy']);
    expect(CLUES).toEqual({ easy: 35, medium: 25, hard: 20 });
  });

  it('two seeds give different puzzles', () => {
    const a = generateSudoku('medium', seededRandom(1)).puzzle;
    const b = generateSudoku('medium', seededRandom(2)).puzzle;
    expect(formatCells(a)).not.toBe(formatCells(b));
  });
});

describe('sudoku counting solver and parsing', () => {
  it('reads 81 digits with 0 or . for blanks, and nothing else', () => {
    const text = `${'.'.repeat(80)}5`;
    expect(parseCells(text)?.[80]).toBe(5);
    expect(parseCells('0'.repeat(81))?.every((d) => d === 0)).toBe(true);
    expect(parseCells('1'.repeat(80))).toBeNull();
    expect(parseCells(`${'0'.repeat(80)}x`)).toBeNull();
  });

  it('refuses a puzzle with two solutions and one with none', () => {
    const { solution } = generateSudoku('easy', seededRandom(5));
    // Blank a deadly pattern: find two rows in one band and two columns whose four cells swap.
    const open = [...solution];
    let twoSolutions: number[] | null = null;
    for (let r1 = 0; r1 < 9 && !twoSolutions; r1++)
      for (let r2 = r1 + 1; r2 < Math.floor(r1 / 3) * 3 + 3 && !twoSolutions; r2++)
        for (let c1 = 0; c1 < 9 && !twoSolutions; c1++)
          for (let c2 = c1 + 1; c2 < 9; c2++) {
            const [a, b, c, d] = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
            if (Math.floor(c1 / 3) !== Math.floor(c2 / 3) && open[a] === open[d] && open[b] === open[c]) {
              for (const i of [a, b, c, d]) open[i] = 0;
              twoSolutions = open;
              break;
            }
          }
    expect(twoSolutions).not.toBeNull();
    expect(countSolutions(twoSolutions as number[], 2)).toBe(2);
    expect(countSolutions(new Array(CELLS).fill(0), 2)).toBe(2);
    const contradictory = [5, 5, ...new Array(79).fill(0)];
    expect(isConsistent(contradictory)).toBe(false);
    expect(countSolutions(contradictory)).toBe(0);
    expect(solutionOf(contradictory)).toBeNull();
  });
});

/** Solutions counted up to `limit` by plain backtracking on the most constrained blank: the reference. */
function countByCells(puzzle: readonly number[], limit: number): number {
  if (!isConsistent(puzzle)) return 0;
  const cells = [...puzzle];
  let found = 0;
  const search = (): void => {
    const { cell, mask } = mostConstrainedBlank(cells);
    if (cell < 0) {
      found++;
      return;
    }
    for (let d = 1; d <= 9 && found < limit; d++) {
      if (!(mask & (1 << d))) continue;
      cells[cell] = d;
      search();
    }
    cells[cell] = 0;
  };
  search();
  return found;
}

describe('sudoku exact-cover search (counting and solving)', () => {
  it('counts as plain backtracking does, on 60 boards with 30 to 64 blanks', () => {
    const random = seededRandom(2024);
    for (let k = 0; k < 60; k++) {
      const { solution } = generateSudoku('easy', seededRandom(100 + k));
      const board = [...solution];
      const blanks = 30 + Math.floor(random() * 35);
      for (let b = 0; b < blanks; b++) board[Math.floor(random() * CELLS)] = 0;
      // Now and then a wrong digit in a blank's place, so some boards have no solution.
      if (k % 4 === 0) {
        const i = board.indexOf(0);
        const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== solution[i] && candidates(board, i) & (1 << d));
        if (wrong) board[i] = wrong;
      }
      expect(countSolutions(board, 3), formatCells(board)).toBe(countByCells(board, 3));
      const solved = solutionOf(board);
      if (solved) {
        expect(everyGroupHoldsOneToNine(solved)).toBe(true);
        expect(board.every((d, i) => d === 0 || solved[i] === d)).toBe(true);
      } else expect(countByCells(board, 1)).toBe(0);
    }
  });

  // Published puzzles that defeat a search branching on cells alone: the page checks a shared
  // link on its own thread, so each must be decided at once (the first ran for minutes before).
  it('decides the well-known hard cases: one with no solution, one with many, the "hardest" ones', () => {
    const impossible = parseCells('.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........') as number[];
    expect(countSolutions(impossible, 2)).toBe(0);
    expect(solutionOf(impossible)).toBeNull();
    expect(countSolutions(parseCells('.....6....59.....82....8....45........3........6..3.54...325..6..................') as number[], 2)).toBe(2);
    for (const text of [
      '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
      '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
    ]) {
      const puzzle = parseCells(text) as number[];
      expect(countSolutions(puzzle, 2)).toBe(1);
      const solved = solutionOf(puzzle) as number[];
      expect(everyGroupHoldsOneToNine(solved)).toBe(true);
      expect(puzzle.every((d, i) => d === 0 || solved[i] === d)).toBe(true);
    }
  });
});

describe('sudoku backtracking solver (animated operations)', () => {
  it('ends on a full board that satisfies every constraint and keeps every clue', () => {
    for (const level of SUDOKU_LEVELS) {
      for (let seed = 1; seed <= 3; seed++) {
        const { puzzle, solution } = generateSudoku(level, seededRandom(seed));
        const { cells, tries, backtracks, solved } = replay(puzzle);
        expect(solved).toBe(1);
        expect(everyGroupHoldsOneToNine(cells)).toBe(true);
        expect(puzzle.every((d, i) => d === 0 || cells[i] === d)).toBe(true);
        expect(cells).toEqual(solution);
        // Every blank was filled by a try that was not taken back.
        expect(tries - backtracks).toBe(81 - CLUES[level]);
      }
    }
  });

  it('says when a board has no solution, leaving it as it was', () => {
    const puzzle = generateSudoku('easy', seededRandom(3)).puzzle;
    const broken = [...puzzle];
    // A blank whose only candidates are taken by a wrong digit in its row makes it unsolvable.
    const blank = broken.indexOf(0);
    const row = Math.floor(blank / 9);
    const solution = solutionOf(puzzle) as number[];
    const other = Array.from({ length: 9 }, (_, c) => row * 9 + c).find((i) => i !== blank && broken[i] === 0) as number;
    broken[other] = solution[blank]!;
    expect(countSolutions(broken)).toBe(0);
    const { solved, cells } = replay(broken);
    expect(solved).toBe(0);
    expect(cells).toEqual(broken);
  });
});

import { randomInt } from '../protocol/random';
import { CELLS, type Cells, mostConstrainedBlank, SIZE } from './sudoku';
import { countSolutions, solutionOf } from './sudokuExactCover';

export type SudokuLevel = 'easy' | 'medium' | 'hard';
export const SUDOKU_LEVELS: readonly SudokuLevel[] = ['easy', 'medium', 'hard'];

/** Clues per level (spec §9). */
export const CLUES: Record<SudokuLevel, number> = { easy: 35, medium: 25, hard: 20 };

/** The level whose puzzles have `clues` clues, or null for a count no level has (a puzzle from elsewhere). */
export const levelWithClues = (clues: number): SudokuLevel | null => SUDOKU_LEVELS.find((level) => CLUES[level] === clues) ?? null;

/** A new puzzle and its one solution: the page keeps both, so nothing is solved twice. */
export interface GeneratedSudoku {
  puzzle: Cells;
  solution: Cells;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const swapped = out[i]!;
    out[i] = out[j]!;
    out[j] = swapped;
  }
  return out;
}

/** A random complete grid: backtracking with the digits of each cell in random order. */
export function randomSolution(random: () => number): Cells {
  const cells: Cells = new Array(CELLS).fill(0);
  const fill = (): boolean => {
    const { cell, mask } = mostConstrainedBlank(cells);
    if (cell < 0) return true;
    for (const d of shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9], random)) {
      if (!(mask & (1 << d))) continue;
      cells[cell] = d;
      if (fill()) return true;
    }
    cells[cell] = 0;
    return false;
  };
  fill();
  return cells;
}

/**
 * Removes clues from `cells` (in place) down to `target`, keeping exactly one solution. It is a
 * depth-first search over removals, because one greedy pass rarely gets below ~24 clues; the
 * budget bounds the uniqueness checks spent on one grid before a fresh grid is tried.
 */
function removeDownTo(cells: Cells, target: number, random: () => number, budget: { checks: number }): boolean {
  let clues = cells.filter(Boolean).length;
  const dig = (order: number[], from: number): boolean => {
    if (clues === target) return true;
    for (let k = from; k < order.length; k++) {
      if (budget.checks <= 0 || clues - target > order.length - k) return false;
      const i = order[k]!;
      const digit = cells[i]!;
      cells[i] = 0;
      budget.checks--;
      if (countSolutions(cells, 2) === 1) {
        clues--;
        if (dig(order, k + 1)) return true;
        clues++;
      }
      cells[i] = digit;
    }
    return false;
  };
  return dig(
    shuffled(
      Array.from({ length: CELLS }, (_, i) => i),
      random,
    ),
    0,
  );
}

/**
 * Two known 17-clue puzzles with one solution each. Random grids almost never dig down to 20
 * clues quickly (random minimal puzzles have about 24), so a hard puzzle starts from one of
 * these, disguised by symmetries that keep uniqueness, with clues of its solution added back;
 * so does any level whose random grids keep failing (MAX_FRESH_GRIDS).
 */
const SEVENTEEN_CLUE_SEEDS = [
  '000000010400000000020000000000050407008000300001090000300400200050100000000806000',
  '000000010400000000020000000000050604008000300001090000300400200050100000000807000',
];

/** Rows within bands, bands, the same for columns, an optional transpose and relabelled digits. */
function disguise(cells: readonly number[], random: () => number): Cells {
  const lineOrder = () => shuffled([0, 1, 2], random).flatMap((band) => shuffled([0, 1, 2], random).map((r) => band * 3 + r));
  const rows = lineOrder();
  const cols = lineOrder();
  const transpose = random() < 0.5;
  const digits = [0, ...shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9], random)];
  return Array.from({ length: CELLS }, (_, i) => {
    const [r, c] = [Math.floor(i / SIZE), i % SIZE];
    const [sr, sc] = transpose ? [cols[c]!, rows[r]!] : [rows[r]!, cols[c]!];
    return digits[cells[sr * SIZE + sc]!]!;
  });
}

function seededPuzzle(target: number, random: () => number): GeneratedSudoku {
  const seed = SEVENTEEN_CLUE_SEEDS[randomInt(random, SEVENTEEN_CLUE_SEEDS.length)]!;
  const puzzle = disguise([...seed].map(Number), random);
  const solution = solutionOf(puzzle) as Cells;
  // Adding clues of the solution keeps the solution unique.
  const blanks = shuffled(
    puzzle.flatMap((d, i) => (d ? [] : [i])),
    random,
  );
  for (const i of blanks.slice(0, target - 17)) puzzle[i] = solution[i]!;
  return { puzzle, solution };
}

/**
 * Random grids tried per puzzle before falling back to a disguised seed puzzle. One grid almost
 * always digs down to 25 clues (4 grids at worst in 300 tries), and each costs at most 400
 * uniqueness checks, so this bounds a generation to a few seconds on a slow machine.
 */
export const MAX_FRESH_GRIDS = 10;

/** A puzzle with exactly CLUES[level] clues and exactly one solution, and that solution. */
export function generateSudoku(level: SudokuLevel, random: () => number, maxGrids = MAX_FRESH_GRIDS): GeneratedSudoku {
  if (CLUES[level] < 24) return seededPuzzle(CLUES[level], random);
  for (let grid = 0; grid < maxGrids; grid++) {
    const solution = randomSolution(random);
    const puzzle = [...solution];
    if (removeDownTo(puzzle, CLUES[level], random, { checks: 400 })) return { puzzle, solution };
  }
  return seededPuzzle(CLUES[level], random);
}

export const nextLevel = (level: SudokuLevel): SudokuLevel => SUDOKU_LEVELS[(SUDOKU_LEVELS.indexOf(level) + 1) % SUDOKU_LEVELS.length]!;

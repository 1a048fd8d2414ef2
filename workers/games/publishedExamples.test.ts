// Worked examples from books and websites, pinned on the real generators (audit: search-games,
// rows Q2–Q3, D1–D5, P1–P4, T1–T5). Where the page's stated convention differs from the
// source's, the product's answer is asserted and the comment says how the two map.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { GOAL, isGoal, isSolvable, movableCells, parseTiles, slide } from './eightPuzzle';
import { aStar } from './eightPuzzleSearch';
import { nQueenOps, QueenOp } from './nQueen';
import { checkSharedPuzzle } from './sharedSudoku';
import { parseCells } from './sudoku';
import { SudokuOp, sudokuSolveOps } from './sudokuSolver';
import { type Board, bestMoves } from './ticTacToe';

/** The queen's column in each row once the Normal-order AI stops, and its step counts. */
function firstSolution(n: number) {
  const cols = new Array<number>(n).fill(-1);
  let placements = 0;
  let backtracks = 0;
  let solved = -1;
  for (const [code, row, col] of nQueenOps(n, 'normal', seededRandom(0))) {
    if (code === QueenOp.Place) {
      cols[row] = col;
      placements++;
    } else if (code === QueenOp.Remove) {
      cols[row] = -1;
      backtracks++;
    } else if (code === QueenOp.Solved) solved = row;
  }
  return { cols, placements, backtracks, solved };
}

describe('N-Queens: first solution of row-by-row backtracking (columns counted from 0)', () => {
  it('8 queens (Wirth, Algorithms + Data Structures = Programs; GeeksforGeeks): 0,4,7,5,2,6,1,3', () => {
    // Printed 1-based as 1 5 8 6 3 7 2 4. The product finds only this first solution: it does
    // not count all 92 solutions, so that count is not checked here.
    const { cols, placements, backtracks, solved } = firstSolution(8);
    expect(solved).toBe(1);
    expect(cols).toEqual([0, 4, 7, 5, 2, 6, 1, 3]);
    // The product's step counts for this run (the audit's numbers): 113 placements, 105 taken back.
    expect([placements, backtracks]).toEqual([113, 105]);
  });

  it('5 and 6 queens (textbook exercises): 0,2,4,1,3 and 1,3,5,0,2,4', () => {
    expect(firstSolution(5).cols).toEqual([0, 2, 4, 1, 3]);
    expect(firstSolution(6).cols).toEqual([1, 3, 5, 0, 2, 4]);
  });
});

/** Puzzle and its published solution, both as 81 characters in reading order. */
const SUDOKUS = {
  wikipedia: [
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
  ],
  norvigGrid1: [
    '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
    '483921657967345821251876493548132976729564138136798245372689514814253769695417382',
  ],
  inkala: [
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    '812753649943682175675491283154237896369845721287169534521974368438526917796318452',
  ],
  antiBruteForce: [
    '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
    '987654321246173985351928746128537694634892157795461832519286473472319568863745219',
  ],
} as const;

/** The animated solver's final board as 81 digits, and whether it said solved. */
function solveAnimated(text: string) {
  const cells = [...(parseCells(text) as number[])];
  let solved = -1;
  let tries = 0;
  let backtracks = 0;
  for (const [code, a, b] of sudokuSolveOps(cells)) {
    if (code === SudokuOp.Try) {
      cells[a] = b;
      tries++;
    } else if (code === SudokuOp.Backtrack) {
      cells[a] = 0;
      backtracks++;
    } else if (code === SudokuOp.Solved) solved = a;
  }
  return { board: cells.join(''), solved, tries, backtracks };
}

describe('sudoku: published puzzles give their published solutions', () => {
  it("Wikipedia's example sudoku: the animated solver fills in the printed solution without backtracking", () => {
    const [puzzle, solution] = SUDOKUS.wikipedia;
    const run = solveAnimated(puzzle);
    expect(run.solved).toBe(1);
    expect(run.board).toBe(solution);
    // 51 blanks, each filled once and never taken back.
    expect([run.tries, run.backtracks]).toEqual([51, 0]);
  });

  it("Norvig's 'Solving Every Sudoku Puzzle', grid1: the animated solver ends on 483921657…695417382", () => {
    const [puzzle, solution] = SUDOKUS.norvigGrid1;
    const run = solveAnimated(puzzle);
    expect(run.solved).toBe(1);
    expect(run.board).toBe(solution);
  });

  for (const [name, key] of [
    ["Norvig's grid1", 'norvigGrid1'],
    ["Arto Inkala's 'world's hardest sudoku' (2012)", 'inkala'],
    ["Wikipedia's 17-clue puzzle built against brute force", 'antiBruteForce'],
  ] as const) {
    it(`${name}, opened from a link (puzzle=…): accepted with the published solution`, () => {
      const [puzzle, solution] = SUDOKUS[key];
      expect(checkSharedPuzzle(parseCells(puzzle) as number[])).toEqual({ solution: parseCells(solution) });
    });
  }

  it("Norvig's hard1 (not a proper sudoku: several solutions) and his 'impossible' puzzle are refused from a link", () => {
    const hard1 = parseCells('.....6....59.....82....8....45........3........6..3.54...325..6..................') as number[];
    const impossible = parseCells('.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........') as number[];
    expect(checkSharedPuzzle(hard1)).toEqual({ refused: 'this sudoku has more than one solution' });
    expect(checkSharedPuzzle(impossible)).toEqual({ refused: 'this sudoku has no solution' });
  });
});

/** A* on a board typed as `tiles=`: its moves must be legal slides that end on the goal. */
function solve(text: string): number {
  const start = parseTiles(text) as number[];
  expect(isSolvable(start), text).toBe(true);
  const moves = aStar(start).moves as number[];
  expect(moves, text).not.toBeNull();
  let tiles = start;
  for (const cell of moves) {
    expect(movableCells(tiles)).toContain(cell);
    tiles = slide(tiles, cell);
  }
  expect(isGoal(tiles)).toBe(true);
  return moves.length;
}

describe("8 puzzle: optimal lengths of published instances (the page's goal is 1 2 3 / 4 5 6 / 7 8 _)", () => {
  it('one of the two published hardest 8-puzzle positions (31 moves, the most any position needs): 6 4 7 / 8 5 _ / 3 2 1', () => {
    // Its twin 8 6 7 / 2 5 4 / 3 _ 1 is pinned in eightPuzzle.test.ts.
    expect(solve('647850321')).toBe(31);
  });

  it("Princeton COS 226 '8 Puzzle' assignment's first example: _ 1 3 / 4 2 5 / 7 8 6 takes 4 moves", () => {
    expect(solve('013425786')).toBe(4);
  });

  it("Russell & Norvig (AIMA) fig. 3.4: 7 2 4 / 5 _ 6 / 8 3 1 takes 26 moves, once relabelled for the page's goal", () => {
    // AIMA's goal is _ 1 2 / 3 4 5 / 6 7 8. Turning the board 180° and renaming tile t as 9 − t
    // turns that goal into the page's 1 2 3 / 4 5 6 / 7 8 _ and keeps every move a move, so the
    // start becomes 8 6 1 / 3 _ 4 / 5 7 2 (tiles=861304572) with the same optimal length.
    const relabel = (text: string) =>
      [...text]
        .reverse()
        .map((t) => (t === '0' ? 0 : 9 - Number(t)))
        .join('');
    expect(relabel('012345678')).toBe(GOAL.join(''));
    expect(relabel('724506831')).toBe('861304572');
    expect(solve('861304572')).toBe(26);
  });

  it("Nilsson's / Rich & Knight's 2 8 3 / 1 6 4 / 7 _ 5 (5 moves to 1 2 3 / 8 _ 4 / 7 6 5) cannot be solved for the page's goal", () => {
    // Its goal has the blank in the centre, so no relabelling maps it onto 1 2 3 / 4 5 6 / 7 8 _;
    // typed as it is, the board is on the other parity, and the page says it cannot be solved.
    expect(isSolvable(parseTiles('283164705') as number[])).toBe(false);
  });
});

describe('tic-tac-toe: the textbook replies to each opening (every best move, cells 0–8 in reading order)', () => {
  const board = (text: string): Board => [...text].map((c) => (c === 'X' || c === 'O' ? c : null));

  it('X takes the centre: O must answer in a corner (an edge loses)', () => {
    expect(bestMoves(board('----X----'), 'O')).toEqual([0, 2, 6, 8]);
  });

  it('X takes a corner: O must take the centre', () => {
    expect(bestMoves(board('X--------'), 'O')).toEqual([4]);
  });

  it('X takes an edge: O draws with the two corners beside it, the centre or the opposite edge', () => {
    expect(bestMoves(board('-X-------'), 'O')).toEqual([0, 2, 4, 7]);
  });

  it('X centre, O corner, X opposite corner: O must take one of the two remaining corners', () => {
    expect(bestMoves(board('O---X---X'), 'O')).toEqual([2, 6]);
  });
});

import { describe, expect, it } from 'vitest';
import { eightPuzzleOps } from '../../workers/games/eightPuzzleOps';
import { nQueenOps } from '../../workers/games/nQueen';
import { generateSudoku } from '../../workers/games/sudokuGenerator';
import { sudokuSolveOps } from '../../workers/games/sudokuSolver';
import type { Operation } from '../../workers/protocol/ops';
import { seededRandom } from '../../workers/protocol/random';
import { stepThrough } from '../engine/player/playerDrive.testSupport';
import type { PlayerModel } from '../engine/player/playerTypes';
import type { FamilyAdapter } from '../engine/session/familyAdapter';
import { eightPuzzleAdapter } from './eightpuzzle/eightPuzzleAdapter';
import { EightPuzzleModel } from './eightpuzzle/eightPuzzleModel';
import { nQueenAdapter } from './nqueen/nQueenAdapter';
import { NQueenModel } from './nqueen/nQueenModel';
import { sudokuAdapter } from './sudoku/sudokuAdapter';
import { SudokuModel } from './sudoku/sudokuModel';

// biome-ignore lint/suspicious/noExplicitAny: the three adapters differ only in types these tests do not read.
type AnyAdapter = FamilyAdapter<any>;

/**
 * The narration after each step by hand of a run through a real player (its step takes the
 * markers with it, as Play does), and the line once the run has ended.
 */
async function narrationsOf<M extends PlayerModel<unknown>>(adapter: AnyAdapter, model: M, operations: Iterable<Operation>) {
  const ops = Int32Array.from([...operations].flatMap((op) => [...op]));
  const said = await stepThrough(
    model,
    () => ({ ops, done: true }),
    () => adapter.story.narrate(model),
  );
  return { said, final: adapter.story.ending(model).narration ?? '' };
}

describe('the game AIs narrate what each step does', () => {
  it('N-Queen names the queen placed and the queen taken back, and why', async () => {
    const { said, final } = await narrationsOf(nQueenAdapter, new NQueenModel(4, []), nQueenOps(4, 'normal', seededRandom(1)));
    expect(said.slice(0, 4)).toEqual([
      'place a queen at row 1, column 1',
      'place a queen at row 2, column 3',
      'no safe column left in row 3: remove the queen from row 2, column 3',
      'place a queen at row 2, column 4',
    ]);
    expect(said.join(' ')).not.toMatch(/placements?|backtracks?\b/);
    // The run ends on the 4th queen of 2 4 1 3: its step is said, not dropped for the outcome.
    expect(final).toBe('Done: place a queen at row 4, column 3');
  });

  it("N-Queen says the visitor's queens are taken off with the AI's first step", async () => {
    const { said } = await narrationsOf(nQueenAdapter, new NQueenModel(4, [5]), nQueenOps(4, 'normal', seededRandom(1), [5]));
    expect(said[0]).toBe('take your queens off the board; place a queen at row 1, column 1');
  });

  it('sudoku names the digit tried, its cell, and the digit taken back', async () => {
    // The Wikipedia puzzle with its first row's blanks left: 534678912 less three digits.
    const solution = [...'534678912672195348198342567859761423426853791713924856961537284287419635345286179'].map(Number);
    const puzzle = [...solution];
    for (const cell of [2, 3, 80]) puzzle[cell] = 0;
    const { said, final } = await narrationsOf(sudokuAdapter, new SudokuModel(puzzle, [], solution), sudokuSolveOps(puzzle));
    expect(said).toEqual(['try 4 at row 1, column 3', 'try 6 at row 1, column 4', 'try 9 at row 9, column 9']);
    // The last digit completed the board: said so, not 'Done: try 9 …' as if the solver were still guessing.
    expect(final).toBe('Done: 9 fills the last blank (row 9, column 9), and the board is complete');
    // A hard puzzle backtracks: each digit taken out is the one last tried in that cell.
    const hard = generateSudoku('hard', seededRandom(99));
    const run = (await narrationsOf(sudokuAdapter, new SudokuModel(hard.puzzle, [], hard.solution), sudokuSolveOps(hard.puzzle))).said;
    const lastTried = new Map<string, string>();
    let backtracks = 0;
    for (const line of run) {
      const tried = /^try (\d) at (row \d, column \d)$/.exec(line);
      const out = /^(\d) at (row \d, column \d) leads nowhere: take it out \(backtrack\)$/.exec(line);
      expect(tried || out, line).toBeTruthy();
      if (tried) lastTried.set(tried[2]!, tried[1]!);
      if (out) {
        backtracks++;
        expect(lastTried.get(out[2]!), line).toBe(out[1]);
      }
    }
    expect(backtracks).toBeGreaterThan(0);
  });

  it('the 8 puzzle names the tile that slides and where it goes', async () => {
    const { said, final } = await narrationsOf(
      eightPuzzleAdapter,
      new EightPuzzleModel([1, 2, 3, 4, 5, 6, 0, 7, 8]),
      eightPuzzleOps([1, 2, 3, 4, 5, 6, 0, 7, 8]),
    );
    expect(said).toEqual(['move 1 of 2: slide 7 left', 'move 2 of 2: slide 8 left']);
    expect(final).toBe('Done: move 2 of 2: slide 8 left');
    const vertical = await narrationsOf(
      eightPuzzleAdapter,
      new EightPuzzleModel([1, 2, 3, 4, 5, 0, 7, 8, 6]),
      eightPuzzleOps([1, 2, 3, 4, 5, 0, 7, 8, 6]),
    );
    expect(vertical.said).toEqual(['move 1 of 1: slide 6 up']);
  });

  it('says nothing before any run and on a board set by hand: no counts of an AI that has not run', () => {
    expect(nQueenAdapter.story.narrate(new NQueenModel(4, [1, 7, 8, 14]))).toBe('');
    expect(sudokuAdapter.story.narrate(new SudokuModel(new Array(81).fill(0), [], new Array(81).fill(1)))).toBe('');
    expect(eightPuzzleAdapter.story.narrate(new EightPuzzleModel([1, 2, 3, 4, 5, 6, 7, 0, 8], 3))).toBe('');
  });

  it('keeps the words through a snapshot, so a step back says the step shown', () => {
    const model = new NQueenModel(4, []);
    const ops = Int32Array.from([...nQueenOps(4, 'normal', seededRandom(1))].slice(0, 2).flatMap((op) => [...op]));
    model.apply(ops, 0);
    const saved = model.snapshot();
    model.apply(ops, 1);
    model.restore(saved);
    expect(nQueenAdapter.story.narrate(model)).toBe('place a queen at row 1, column 1');
  });
});

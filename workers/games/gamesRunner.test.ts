import { describe, expect, it } from 'vitest';
import { ValueTable } from '../protocol/valueTable';
import { createRunHost } from '../protocol/workerHost';
import { GOAL, UNSOLVABLE } from './eightPuzzle';
import { PuzzleOp } from './eightPuzzleOps';
import { type GameRunInput, gamesRunner, validateGameInput } from './gamesRunner';
import { QueenOp } from './nQueen';
import { SudokuOp } from './sudokuSolver';

describe('games runner', () => {
  it('refuses bad input in words, an unsolvable 8 puzzle without searching', () => {
    expect(() => validateGameInput({ game: 'chess' })).toThrow('Unknown game: chess');
    expect(() => validateGameInput({ game: 'sudoku', puzzle: [1, 2] })).toThrow('A sudoku needs 81 digits 0–9');
    expect(() => validateGameInput({ game: 'sudoku', puzzle: [5, 5, ...new Array(79).fill(0)] })).toThrow('repeats a digit');
    expect(() => validateGameInput({ game: 'nqueen', n: 16 })).toThrow('The board size must be 4–15');
    expect(() => validateGameInput({ game: 'eightpuzzle', tiles: [2, 1, 3, 4, 5, 6, 7, 8, 0] })).toThrow(UNSOLVABLE);
  });

  it('streams an 8 puzzle run through the host: the result marker first, then the slides', async () => {
    const host = createRunHost(gamesRunner, () => {});
    const { runId, first } = host.start({ game: 'eightpuzzle', tiles: [1, 2, 3, 4, 5, 6, 0, 7, 8] });
    // Three operations, two of them steps: the result marker is none, so the bar says 'Step 2 of 2' as 'Solved in 2 moves'.
    expect(await host.total(runId)).toEqual({ ops: 3, steps: 2, delays: 2 });
    expect(first.done).toBe(true);
    expect(Array.from(first.ops)).toEqual([PuzzleOp.Result, 2, 2, 0, PuzzleOp.Slide, 7, 6, 0, PuzzleOp.Slide, 8, 7, 0]);
    expect(GOAL[8]).toBe(0);
  });
});

describe('the length of a run, for the progress bar', () => {
  it('is counted in the worker for every game: a long sudoku run shows how long it is', async () => {
    const inkala = [...'8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'].map((c) => (c === '.' ? 0 : Number(c)));
    const inputs: GameRunInput[] = [
      { game: 'sudoku', puzzle: inkala, entries: [] },
      { game: 'nqueen', n: 8, order: 'random', seed: 3, queens: [0] },
      { game: 'eightpuzzle', tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1] },
    ];
    for (const input of inputs) {
      const host = createRunHost(gamesRunner, (fn) => setTimeout(fn, 0));
      const { runId } = host.start(input);
      const ops = gamesRunner.operations(input, new ValueTable());
      let streamed = 0;
      while (!ops.next().done) streamed++;
      expect((await host.total(runId))?.ops, input.game).toBe(streamed);
    }
  });
});

describe('a visitor board is cleared before the AI starts', () => {
  it('sudoku entries are erased and N-Queen queens lifted, as markers before the search', () => {
    const puzzle = new Array(81).fill(0);
    const entries = new Array(81).fill(0);
    entries[3] = 7;
    const sudoku = gamesRunner.operations(validateGameInput({ game: 'sudoku', puzzle, entries }), new ValueTable());
    expect(sudoku.next().value).toEqual([SudokuOp.Erase, 3, 0, 0]);
    expect((sudoku.next().value as number[])[0]).toBe(SudokuOp.Try);
    const queens = gamesRunner.operations(validateGameInput({ game: 'nqueen', n: 5, order: 'normal', seed: 1, queens: [6] }), new ValueTable());
    expect(queens.next().value).toEqual([QueenOp.Lift, 1, 1, 0]);
    expect(queens.next().value).toEqual([QueenOp.Place, 0, 0, 0]);
  });
});

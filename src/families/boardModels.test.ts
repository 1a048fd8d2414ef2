import { describe, expect, it } from 'vitest';
import { PuzzleOp } from '../../workers/games/eightPuzzleOps';
import { QueenOp } from '../../workers/games/nQueen';
import { SudokuOp } from '../../workers/games/sudokuSolver';
import { eightPuzzleAdapter } from './eightpuzzle/eightPuzzleAdapter';
import { EightPuzzleModel } from './eightpuzzle/eightPuzzleModel';
import { NQueenModel } from './nqueen/nQueenModel';
import { SudokuModel } from './sudoku/sudokuModel';

const ops = (...list: [number, number, number][]) => Int32Array.from(list.flatMap(([c, a, b]) => [c, a, b, 0]));

describe('sudoku board model', () => {
  const clues = [5, ...new Array(80).fill(0)];
  it('shows clues, entries, tries and backtracks differently, counting placements and backtracks', () => {
    const entries = new Array(81).fill(0);
    entries[2] = 7;
    const model = new SudokuModel(clues, entries, new Array(81).fill(1));
    expect([model.look(0), model.look(2), model.look(1)]).toEqual(['clue', 'entry', 'plain']);
    expect(model.content(0)).toBe('5, clue');
    const stream = ops([SudokuOp.Erase, 2, 0], [SudokuOp.Try, 1, 3], [SudokuOp.Backtrack, 1, 0]);
    const before = model.snapshot();
    for (let i = 0; i < 3; i++) model.apply(stream, i);
    expect([model.placements, model.backtracks, model.text(1), model.look(1), model.text(2)]).toEqual([1, 1, '', 'backtracked', '']);
    expect([0, 1, 2].map((i) => model.cost(stream, i))).toEqual([0, 1, 1]);
    model.restore(before);
    expect([model.placements, model.text(2)]).toEqual([0, '7']);
  });
});

describe('N-Queen board model', () => {
  it('turns attacking queens red and a full solution green', () => {
    const attacked = new NQueenModel(4, [0, 5]);
    expect([attacked.look(0), attacked.look(5), attacked.look(1)]).toEqual(['conflict', 'conflict', 'dark']);
    const solved = new NQueenModel(4, [1, 7, 8, 14]);
    expect(solved.isWon).toBe(true);
    expect(solved.look(0)).toBe('won');
  });

  it('follows the AI: placements, backtracks, lifted visitor queens', () => {
    const model = new NQueenModel(4, [5]);
    const stream = ops([QueenOp.Lift, 1, 1], [QueenOp.Place, 0, 0], [QueenOp.Remove, 0, 0], [QueenOp.Place, 0, 1]);
    for (let i = 0; i < 4; i++) model.apply(stream, i);
    expect(model.queenCells()).toEqual([1]);
    expect([model.placements, model.backtracks]).toEqual([2, 1]);
  });
});

describe('8 puzzle board model', () => {
  it('slides tiles, keeps what A* reported, and shows the solved board with green borders', () => {
    const model = new EightPuzzleModel([1, 2, 3, 4, 5, 6, 7, 0, 8]);
    expect(model.look(0)).toBe('tile');
    const stream = ops([PuzzleOp.Result, 1, 1], [PuzzleOp.Slide, 8, 7]);
    model.apply(stream, 0);
    model.apply(stream, 1);
    expect(Array.from(model.tiles)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect([model.optimal, model.expanded, model.slides, model.isSolved]).toEqual([1, 1, 1, true]);
    expect([model.look(0), model.look(8), model.text(8), model.content(8)]).toEqual(['tileSolved', 'blank', '', 'blank']);
    expect(new EightPuzzleModel([2, 1, 3, 4, 5, 6, 7, 8, 0]).solvable).toBe(false);
  });
});

describe('8 puzzle by hand', () => {
  const ui = (tiles: number[], handMoves: number) => {
    const model = new EightPuzzleModel(tiles, handMoves);
    return { moves: eightPuzzleAdapter.story.extras(model).moves, outcome: eightPuzzleAdapter.story.progress?.(model, 'before') ?? '' };
  };

  it("counts the visitor's moves and says in words when they solve it", () => {
    expect(ui([1, 2, 3, 4, 5, 6, 7, 0, 8], 2)).toEqual({ moves: 2, outcome: '' });
    expect(ui([1, 2, 3, 4, 5, 6, 7, 8, 0], 1)).toEqual({ moves: 1, outcome: 'Solved by hand in 1 move' });
    expect(ui([1, 2, 3, 4, 5, 6, 7, 8, 0], 3).outcome).toBe('Solved by hand in 3 moves');
  });

  it("stays silent on a board opened on the goal, and counts A*'s moves once it runs", () => {
    expect(ui([1, 2, 3, 4, 5, 6, 7, 8, 0], 0)).toEqual({ moves: 0, outcome: '' });
    const model = new EightPuzzleModel([1, 2, 3, 4, 5, 6, 7, 0, 8], 5);
    model.apply(ops([PuzzleOp.Result, 1, 1]), 0);
    expect(eightPuzzleAdapter.story.extras(model).moves).toBe(0);
  });
});

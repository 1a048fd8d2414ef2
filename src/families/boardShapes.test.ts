import { describe, expect, it } from 'vitest';
import { GAP, MAX_CELL, MIN_CELL, MIN_SHRUNK_CELL } from '../render/board/boardGeometry';
import type { BoardView } from '../render/board/boardView';
import { EightPuzzleModel } from './eightpuzzle/eightPuzzleModel';
import { eightPuzzleShape } from './eightpuzzle/eightPuzzleShape';
import { NQueenModel } from './nqueen/nQueenModel';
import { nQueenShape } from './nqueen/nQueenShape';
import { SudokuModel } from './sudoku/sudokuModel';
import { sudokuShape } from './sudoku/sudokuShape';
import { TicTacToeBoard } from './tictactoe/ticTacToeBoard';
import { ticTacToeShape } from './tictactoe/ticTacToeShape';

const blank = new Array(81).fill(0);

describe('board shapes', () => {
  // The loading state holds room from the shape before any board exists: it must be the board the game then draws.
  it('match the boards the games draw', () => {
    const boards = [
      [ticTacToeShape, new TicTacToeBoard()],
      [sudokuShape, new SudokuModel(blank, blank, blank)],
      [nQueenShape(8), new NQueenModel(8, [])],
      [eightPuzzleShape, new EightPuzzleModel([1, 2, 3, 4, 5, 6, 7, 8, 0], 0)],
    ] as const;
    for (const [shape, board] of boards as readonly (readonly [typeof sudokuShape, BoardView])[]) {
      expect([shape.size, shape.size, shape.boxSize, shape.gap ?? GAP]).toEqual([board.rows, board.cols, board.boxSize, board.gap ?? GAP]);
    }
  });

  it('let N-Queen boards above 10 shrink their squares to fit a phone', () => {
    expect(nQueenShape(10).minCell ?? MIN_CELL).toBe(MIN_CELL);
    expect(nQueenShape(11).minCell).toBe(MIN_SHRUNK_CELL);
    expect(sudokuShape.maxCell ?? MAX_CELL).toBe(MAX_CELL);
  });
});

import { MIN_SHRUNK_CELL } from './board/boardGeometry';
import type { BoardShape } from './board/boardShape';
import type { GameValue } from './gameValues';
import { DEFAULT_QUEENS } from './nqueen/nQueenUrlState';

/** Issue 13: N-Queen boards above this size may shrink their squares below 32 px to fit a phone. */
const SHRINKS_ABOVE = 10;

export const ticTacToeShape: BoardShape = { size: 3, maxCell: 96 };
export const sudokuShape: BoardShape = { size: 9, boxSize: 3 };
/** A chessboard's squares touch (NQueenModel's gap says why). */
export const nQueenShape = (n: number): BoardShape => ({ size: n, gap: 0, minCell: n > SHRINKS_ABOVE ? MIN_SHRUNK_CELL : undefined, maxCell: 56 });
export const eightPuzzleShape: BoardShape = { size: 3, maxCell: 96 };

/** Each game's board as a page opened without state shows it: what the page's loading state holds room for. */
export const openingShapes: Record<GameValue, BoardShape> = {
  tictactoe: ticTacToeShape,
  soduko: sudokuShape,
  nqueen: nQueenShape(DEFAULT_QUEENS),
  '15Puzzle': eightPuzzleShape,
};

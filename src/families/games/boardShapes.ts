import { MIN_SHRUNK_CELL } from '../../render/board/boardGeometry';
import type { BoardShape } from '../../render/board/boardShape';
import type { GameValue } from '../../app/catalogue/gameValues';
import { readHashQuery } from '../../engine/url/hashQuery';
import { DEFAULT_QUEENS, nQueenCodec } from '../nqueen/nQueenUrlState';

/** Issue 13: N-Queen boards above this size may shrink their squares below 32 px to fit a phone. */
const SHRINKS_ABOVE = 10;

export const ticTacToeShape: BoardShape = { size: 3, maxCell: 96 };
export const sudokuShape: BoardShape = { size: 9, boxSize: 3 };
/** A chessboard's squares touch (NQueenModel's gap says why). */
export const nQueenShape = (n: number): BoardShape => ({ size: n, gap: 0, minCell: n > SHRINKS_ABOVE ? MIN_SHRUNK_CELL : undefined, maxCell: 56 });
export const eightPuzzleShape: BoardShape = { size: 3, maxCell: 96 };

/**
 * Each game's board as the page will show it, read before the game's code arrives: what its
 * loading state holds room for. Only N-Queen's size is in its link (`n=12` is a 12 × 12 board).
 */
export function openingShape(game: GameValue): BoardShape {
  switch (game) {
    case 'tictactoe':
      return ticTacToeShape;
    case 'soduko':
      return sudokuShape;
    case 'nqueen':
      return nQueenShape(nQueenCodec.decode(readHashQuery().params).state.n ?? DEFAULT_QUEENS);
    case '15Puzzle':
      return eightPuzzleShape;
  }
}

import { readHashQuery } from '../../engine/url/hashQuery';
import { eightPuzzleShape } from '../../families/eightpuzzle/eightPuzzleShape';
import { nQueenShape } from '../../families/nqueen/nQueenShape';
import { DEFAULT_QUEENS, nQueenCodec } from '../../families/nqueen/nQueenUrlState';
import { sudokuShape } from '../../families/sudoku/sudokuShape';
import { ticTacToeShape } from '../../families/tictactoe/ticTacToeShape';
import type { BoardShape } from '../../render/board/boardShape';
import type { GameValue } from './gameValues';

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

import { seededRandom } from '../protocol/random';
import { type Board, chooseMove, type Mark } from './ticTacToe';

/** The tic-tac-toe worker's one call: the AI's move for a board (-1 when the game is over). */
export const ticTacToeApi = {
  chooseMove(board: Board, ai: Mark, seed: number): number {
    return chooseMove(board, ai, seededRandom(seed));
  },
};
export type TicTacToeApi = typeof ticTacToeApi;

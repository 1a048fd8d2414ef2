import { seededRandom } from '../protocol/random';
import { type Board, type Decision, decideMove, type Mark } from './ticTacToe';

/** The tic-tac-toe worker's one call: the AI's move for a board and the rule that chose it (cell -1 when the game is over). */
export const ticTacToeApi = {
  decideMove(board: Board, ai: Mark, seed: number): Decision {
    return decideMove(board, ai, seededRandom(seed));
  },
};
export type TicTacToeApi = typeof ticTacToeApi;

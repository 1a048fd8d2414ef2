import type { PageBinding } from '../../engine/page/pageBinding';
import { type TicTacToeExtras, TicTacToeGame, type TicTacToeSettings } from './ticTacToeGame';
import { ticTacToeCodec, ticTacToeDefaults } from './ticTacToeUrlState';

/** Tic-tac-toe's URL state is its game's settings: who goes first and the visitor's symbol; a change starts a new game. */
export const ticTacToeBinding: PageBinding<TicTacToeSettings, TicTacToeSettings, TicTacToeExtras, TicTacToeGame> = {
  codec: ticTacToeCodec,
  defaults: ticTacToeDefaults,
  toInput: ({ first, symbol }) => ({ first, symbol }),
  toUrl: ({ first, symbol }) => ({ first, symbol }),
  sameInput: (a, b) => a.first === b.first && a.symbol === b.symbol,
  createSession: (settings) => {
    const game = new TicTacToeGame();
    game.reset(settings);
    return game;
  },
};

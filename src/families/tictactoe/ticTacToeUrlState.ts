import { defineCodec } from '../../engine/url/codec';
import { choiceField } from '../../engine/url/fields';
import type { TicTacToeSettings } from './ticTacToeGame';

/** Tic-tac-toe's URL state: `first` (user|ai) and `symbol` (X|O, the user's). No playback: nothing animates. */
export const ticTacToeCodec = defineCodec<TicTacToeSettings>({
  first: choiceField(['user', 'ai'] as const, 'user'),
  symbol: choiceField(['X', 'O'] as const, 'X'),
});

export const ticTacToeDefaults = (): TicTacToeSettings => ({ first: 'user', symbol: 'X' });

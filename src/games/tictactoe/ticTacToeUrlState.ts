import { defineCodec } from '../../visualizers/engine/urlState/codec';
import { choiceField } from '../../visualizers/engine/urlState/fields';
import type { TicTacToeSettings } from './ticTacToeGame';

/** Tic-tac-toe's URL state: `first` (user|ai) and `symbol` (X|O, the user's). No playback: nothing animates. */
export const ticTacToeCodec = defineCodec<TicTacToeSettings>({
  first: choiceField(['user', 'ai'] as const, 'user'),
  symbol: choiceField(['X', 'O'] as const, 'X'),
});

export const ticTacToeDefaults = (): TicTacToeSettings => ({ first: 'user', symbol: 'X' });

import type { FamilyEntry } from '../../engine/page/familyEntry';
import { ticTacToeTitles } from './ticTacToeTitles';

/** Tic-tac-toe in the site's catalogue, one of the games. */
export const ticTacToeFamily: FamilyEntry<keyof typeof ticTacToeTitles, 'games'> = {
  route: 'games',
  values: ['tictactoe'],
  titles: ticTacToeTitles,
  loadPage: () => import('./TicTacToePage'),
  loadOpening: () => import('./ticTacToeShape'),
};

import type { FamilyEntry } from '../../engine/page/familyEntry';
import { eightPuzzleTitles } from './eightPuzzleTitles';

/** The 8 puzzle in the site's catalogue, one of the games. */
export const eightPuzzleFamily: FamilyEntry<keyof typeof eightPuzzleTitles, 'games'> = {
  route: 'games',
  values: ['15Puzzle'],
  titles: eightPuzzleTitles,
  loadPage: () => import('./EightPuzzlePage'),
  loadOpening: () => import('./eightPuzzleShape'),
};

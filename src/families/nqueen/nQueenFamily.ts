import type { FamilyEntry } from '../../engine/page/familyEntry';
import { nQueenTitles } from './nQueenTitles';

/** N-Queen in the site's catalogue, one of the games. */
export const nQueenFamily: FamilyEntry<keyof typeof nQueenTitles, 'games'> = {
  route: 'games',
  values: ['nqueen'],
  titles: nQueenTitles,
  loadPage: () => import('./NQueenPage'),
  loadOpening: () => import('./nQueenOpening'),
};

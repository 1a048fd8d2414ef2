import type { FamilyEntry } from '../../engine/page/familyEntry';
import { sudokuTitles } from './sudokuTitles';

/** Sudoku in the site's catalogue, one of the games. */
export const sudokuFamily: FamilyEntry<keyof typeof sudokuTitles, 'games'> = {
  route: 'games',
  values: ['soduko'],
  titles: sudokuTitles,
  loadPage: () => import('./SudokuPage'),
  loadOpening: () => import('./sudokuShape'),
};

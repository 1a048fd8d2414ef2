import { eightPuzzleTitles } from '../../families/eightpuzzle/eightPuzzleTitles';
import { equationTitles } from '../../families/equation/equationTitles';
import { nQueenTitles } from '../../families/nqueen/nQueenTitles';
import { schedulerTitles } from '../../families/scheduler/schedulerTitles';
import { searchTitles } from '../../families/search/searchTitles';
import { sortTitles } from '../../families/sort/sortTitles';
import { sudokuTitles } from '../../families/sudoku/sudokuTitles';
import { ticTacToeTitles } from '../../families/tictactoe/ticTacToeTitles';

/** The four games' titles: the route family they share. */
const gameTitles = { ...ticTacToeTitles, ...sudokuTitles, ...nQueenTitles, ...eightPuzzleTitles };

/**
 * Every visualizer's title (spec §3's 'type'), by route family and value: the families' *Titles.ts
 * modules, which their catalogue entries hold as well. Apart from the catalogue (catalogue.ts), so
 * the boot shell can name the page it draws before the app has loaded: the entries' page loaders
 * must not reach the entry script (shellRoute.ts says why). Type imports only: nothing of the
 * workers comes with it. shellRoute.test.ts checks it against the catalogue.
 */
export const valueTitles = {
  sortvisualizer: sortTitles,
  searchvisualizer: searchTitles,
  equationevaluationvisualizer: equationTitles,
  processschedulervisualizer: schedulerTitles,
  games: gameTitles,
} as const;

export type FamilyId = keyof typeof valueTitles;

/**
 * The title of a route value as the catalogue has it, or undefined for an unknown value: the
 * value exactly as the page receives it (letter case counts, as in `findItem`).
 */
export function valueTitleOf(family: FamilyId, value: string): string | undefined {
  const titles: Readonly<Record<string, string>> = valueTitles[family];
  return Object.hasOwn(titles, value) ? titles[value] : undefined;
}

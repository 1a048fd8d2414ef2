import { lazy, Suspense } from 'react';
import type { CatalogueItem } from '../visualizers/catalogue';
import { openingShape } from './boardShapes';
import { GameLoading } from './GameLoading';
import { type GameValue, isGameValue } from './gameValues';

/** Each game loads on its own: opening tic-tac-toe does not fetch the sudoku generator. */
const pages = {
  tictactoe: lazy(() => import('./tictactoe/TicTacToePage')),
  soduko: lazy(() => import('./sudoku/SudokuPage')),
  nqueen: lazy(() => import('./nqueen/NQueenPage')),
  '15Puzzle': lazy(() => import('./eightpuzzle/EightPuzzlePage')),
} satisfies Record<GameValue, unknown>;

/** `/games/{tictactoe|soduko|nqueen|15Puzzle}`. */
export default function GamesPage({ item }: { item: CatalogueItem }) {
  if (!isGameValue(item.value)) return null;
  const Page = pages[item.value];
  return (
    <Suspense fallback={<GameLoading item={item} shape={openingShape(item.value)} />}>
      <Page item={item} />
    </Suspense>
  );
}

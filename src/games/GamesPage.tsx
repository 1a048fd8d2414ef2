import { lazy, Suspense } from 'react';
import type { CatalogueItem } from '../visualizers/catalogue';
import { GameLoading } from './GameLoading';

/** Each game loads on its own: opening tic-tac-toe does not fetch the sudoku generator. */
const pages = {
  tictactoe: lazy(() => import('./tictactoe/TicTacToePage')),
  soduko: lazy(() => import('./sudoku/SudokuPage')),
  nqueen: lazy(() => import('./nqueen/NQueenPage')),
  '15Puzzle': lazy(() => import('./eightpuzzle/EightPuzzlePage')),
};

/** `/games/{tictactoe|soduko|nqueen|15Puzzle}`. */
export default function GamesPage({ item }: { item: CatalogueItem }) {
  const Page = pages[item.value as keyof typeof pages];
  if (!Page) return null;
  return (
    <Suspense fallback={<GameLoading item={item} />}>
      <Page item={item} />
    </Suspense>
  );
}

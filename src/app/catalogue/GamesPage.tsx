import { lazy, Suspense } from 'react';
import type { CatalogueItem } from './catalogue';
import { openingShape } from './openingShape';
import { GameLoading } from '../../engine/layout/GameLoading';
import { type GameValue, isGameValue } from './gameValues';

/** Each game loads on its own: opening tic-tac-toe does not fetch the sudoku generator. */
const pages = {
  tictactoe: lazy(() => import('../../families/tictactoe/TicTacToePage')),
  soduko: lazy(() => import('../../families/sudoku/SudokuPage')),
  nqueen: lazy(() => import('../../families/nqueen/NQueenPage')),
  '15Puzzle': lazy(() => import('../../families/eightpuzzle/EightPuzzlePage')),
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

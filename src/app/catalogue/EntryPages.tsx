import { lazy, Suspense } from 'react';
import { GameLoading } from '../../engine/layout/GameLoading';
import type { PageItem } from '../../engine/layout/pageServices';
import type { OpeningModule, PageModule } from '../../engine/page/familyEntry';
import type { CatalogueEntry } from './catalogue';

/**
 * The page of a route family with several entries (`/games/{tictactoe|soduko|nqueen|15Puzzle}`):
 * each entry's page loads on its own when its route opens. While a game's code is on its way, its
 * loading state holds the board's room (`openings`, in the order of `entries`), so nothing
 * moves when the board comes.
 */
export function entryPages(entries: readonly CatalogueEntry[], openings: readonly (OpeningModule | undefined)[]): PageModule {
  const pages = entries.map((entry, i) => ({ entry, Page: lazy(() => entry.loadPage()), opening: openings[i] }));
  return {
    default: function EntryPage({ item }: { item: PageItem }) {
      const found = pages.find(({ entry }) => entry.values.includes(item.value));
      if (!found) return null;
      const { Page, opening } = found;
      return (
        <Suspense fallback={opening ? <GameLoading item={item} shape={opening.openingShape()} /> : null}>
          <Page item={item} />
        </Suspense>
      );
    },
  };
}

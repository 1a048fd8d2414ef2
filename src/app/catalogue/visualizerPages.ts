import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageItem } from '../../engine/layout/pageServices';
import type { PageModule } from '../../engine/page/familyEntry';
import { type CatalogueEntry, type FamilyId, families } from './catalogue';

type VisualizerPage = LazyExoticComponent<ComponentType<{ item: PageItem }>>;

/**
 * A route family's page: the entry's own page for a family of one entry (its chunk, so Pixi and
 * the workers load only when a visualizer is opened); for the games, EntryPages.tsx, which loads
 * each game's page on its own (opening tic-tac-toe does not fetch the sudoku generator) inside
 * a loading state of the board's size. Their loading shapes are asked for beside it.
 */
function loadRoutePage(entries: readonly CatalogueEntry[]): Promise<PageModule> {
  const [only] = entries;
  if (only && entries.length === 1 && !only.loadOpening) return only.loadPage();
  const openings = Promise.all(entries.map((entry) => entry.loadOpening?.()));
  return Promise.all([import('./EntryPages'), openings]).then(([{ entryPages }, loaded]) => entryPages(entries, loaded));
}

/** Each route family's page as a lazy component, made once from the catalogue's entries. */
export const visualizerPages = Object.fromEntries(families.map((family) => [family.id, lazy(() => loadRoutePage(family.entries))])) as Record<
  FamilyId,
  VisualizerPage
>;

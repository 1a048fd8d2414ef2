/**
 * The site's catalogue of spec §2: each family's entry (src/families/<family>/<family>Family.ts:
 * its values, titles, page loader and the URL keys a sibling link carries), in order, grouped
 * into the route families the projects page shows. The projects page, the visualizer routes,
 * back links and sibling cards all read from here. The boot shell reads the same titles without
 * the loaders (valueTitles.ts); shellRoute.test.ts checks the two agree.
 */
import type { FamilyEntry } from '../../engine/page/familyEntry';
import { slugOf } from '../../engine/url/slug';
import { eightPuzzleFamily } from '../../families/eightpuzzle/eightPuzzleFamily';
import { equationFamily } from '../../families/equation/equationFamily';
import { nQueenFamily } from '../../families/nqueen/nQueenFamily';
import { schedulerFamily } from '../../families/scheduler/schedulerFamily';
import { searchFamily } from '../../families/search/searchFamily';
import { sortFamily } from '../../families/sort/sortFamily';
import { sudokuFamily } from '../../families/sudoku/sudokuFamily';
import { ticTacToeFamily } from '../../families/tictactoe/ticTacToeFamily';
import type { FamilyId } from './valueTitles';

export type { FamilyId } from './valueTitles';

export interface CatalogueItem {
  family: FamilyId;
  /** The route value, exactly as spec §2 spells it. */
  value: string;
  /** Display name ("type" in spec §3). */
  type: string;
  /** Hash route path, e.g. `/sortvisualizer/bubblesort`. */
  link: string;
  /** Preview image URL. */
  pic: string;
}

/** A family entry of one of the catalogue's route families. */
export type CatalogueEntry = FamilyEntry<string, FamilyId>;

export interface Family {
  id: FamilyId;
  /** Section title on the projects page. */
  title: string;
  /** Where a visualizer page's back arrow goes (spec §2). */
  backLink: string;
  /** The family entries under this route (the four games share one). */
  entries: readonly CatalogueEntry[];
  items: CatalogueItem[];
}

/**
 * A route family's items, its entries' values in order. Every preview is a screenshot of the
 * real renderer or board (scripts/capture-previews.mjs).
 */
function routeFamily<Id extends FamilyId>(id: Id, title: string, entries: readonly FamilyEntry<string, Id>[]): Family {
  return {
    id,
    title,
    backLink: `/projects#${id}`,
    entries,
    items: entries.flatMap((entry) =>
      entry.values.map((value) => ({
        family: id,
        value,
        type: entry.titles[value]!,
        link: `/${id}/${value}`,
        pic: `/previews/${id}/${slugOf(value)}.png`,
      })),
    ),
  };
}

export const families: readonly Family[] = [
  routeFamily('sortvisualizer', 'Sort Visualizers', [sortFamily]),
  routeFamily('searchvisualizer', 'Search Visualizers', [searchFamily]),
  routeFamily('equationevaluationvisualizer', 'Equation Evaluation Visualizers', [equationFamily]),
  routeFamily('processschedulervisualizer', 'Process Scheduling Visualizers', [schedulerFamily]),
  routeFamily('games', 'Games', [ticTacToeFamily, sudokuFamily, nQueenFamily, eightPuzzleFamily]),
];

export function findFamily(id: string): Family | undefined {
  return families.find((f) => f.id === id);
}

/** The catalogue entry for a family and route value, or undefined for an unknown value. */
export function findItem(familyId: string, value: string): CatalogueItem | undefined {
  return findFamily(familyId)?.items.find((item) => item.value === value);
}

/** The family entry an item's page comes from. */
export function entryOf(item: CatalogueItem): CatalogueEntry | undefined {
  return findFamily(item.family)?.entries.find((entry) => entry.values.includes(item.value));
}

/** The other values of the same family, for the sibling slider. */
export function siblingsOf(item: CatalogueItem): CatalogueItem[] {
  return findFamily(item.family)?.items.filter((other) => other.value !== item.value) ?? [];
}

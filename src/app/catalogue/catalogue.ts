/**
 * The one catalogue of every visualizer family and value of spec §2. The projects page,
 * visualizer routes and their pages, back links and sibling sliders all read from here. The
 * route values themselves come from each family's worker list (the worker side cannot import
 * src/), the games' from `games/gameValues.ts`; the titles (`valueTitles.ts`) are keyed by them, so
 * a value without a title, or a title without a value, does not compile.
 */
import type { ComponentType } from 'react';
import { EQUATION_MODES } from '../../../workers/equation/equationTypes';
import { SCHEDULER_ALGORITHMS } from '../../../workers/scheduler/schedulerTypes';
import { searchAlgorithms } from '../../../workers/search/searchTypes';
import { sortAlgorithms } from '../../../workers/sort/sortTypes';
import { gameValues } from './gameValues';
import { valueTitles } from './valueTitles';

export type { FamilyId } from './valueTitles';
import type { FamilyId } from './valueTitles';

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

/** A family's page, loaded only when one of its routes is opened (Pixi and workers stay out of the home page). */
export type PageLoader = () => Promise<{ default: ComponentType<{ item: CatalogueItem }> }>;

export interface Family {
  id: FamilyId;
  loadPage: PageLoader;
  /** Section title on the projects page. */
  title: string;
  /** Where a visualizer page's back arrow goes (spec §2). */
  backLink: string;
  items: CatalogueItem[];
}

/** File-name-safe form of a route value: `quicksort(pivotlast)` → `quicksort-pivotlast`. */
export function slugOf(value: string): string {
  return value.replace(/[()]/g, (c) => (c === '(' ? '-' : '')).toLowerCase();
}

/**
 * A family's items in the order of its value list. Every preview is a screenshot of the real
 * renderer or board (scripts/capture-previews.mjs).
 */
function family<V extends string>(id: FamilyId, title: string, loadPage: PageLoader, values: readonly V[], titles: Record<NoInfer<V>, string>): Family {
  return {
    id,
    loadPage,
    title,
    backLink: `/projects#${id}`,
    items: values.map((value) => ({
      family: id,
      value,
      type: titles[value],
      link: `/${id}/${value}`,
      pic: `/previews/${id}/${slugOf(value)}.png`,
    })),
  };
}

export const families: readonly Family[] = [
  family('sortvisualizer', 'Sort Visualizers', () => import('../../families/sort/SortVisualizerPage'), sortAlgorithms, valueTitles.sortvisualizer),
  family('searchvisualizer', 'Search Visualizers', () => import('../../families/search/SearchVisualizerPage'), searchAlgorithms, valueTitles.searchvisualizer),
  family('equationevaluationvisualizer', 'Equation Evaluation Visualizers', () => import('../../families/equation/EquationVisualizerPage'), EQUATION_MODES, valueTitles.equationevaluationvisualizer),
  family('processschedulervisualizer', 'Process Scheduling Visualizers', () => import('../../families/scheduler/SchedulerVisualizerPage'), SCHEDULER_ALGORITHMS, valueTitles.processschedulervisualizer),
  family('games', 'Games', () => import('./GamesPage'), gameValues, valueTitles.games),
];

export function findFamily(id: string): Family | undefined {
  return families.find((f) => f.id === id);
}

/** The catalogue entry for a family and route value, or undefined for an unknown value. */
export function findItem(familyId: string, value: string): CatalogueItem | undefined {
  return findFamily(familyId)?.items.find((item) => item.value === value);
}

/** The other values of the same family, for the sibling slider. */
export function siblingsOf(item: CatalogueItem): CatalogueItem[] {
  return findFamily(item.family)?.items.filter((other) => other.value !== item.value) ?? [];
}

/**
 * The one catalogue of every visualizer family and value of spec §2. The projects page,
 * visualizer routes and their pages, back links and sibling sliders all read from here, so a
 * family or a value exists in exactly one place.
 */
import type { ComponentType } from 'react';

export type FamilyId =
  | 'sortvisualizer'
  | 'searchvisualizer'
  | 'equationevaluationvisualizer'
  | 'processschedulervisualizer'
  | 'games';

/** Which visualizer body draws a value (spec §2: a second body has a separate output area). */
export type VisualizerBody = 'bars' | 'buckets' | 'grid' | 'array' | 'equation' | 'scheduler' | 'game';

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
  body: VisualizerBody;
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

function family(
  id: FamilyId,
  title: string,
  loadPage: PageLoader,
  entries: [value: string, type: string, body: VisualizerBody][],
  previewExt: 'png' | 'svg' = 'svg',
): Family {
  return {
    id,
    loadPage,
    title,
    backLink: `/projects#${id}`,
    items: entries.map(([value, type, body]) => ({
      family: id,
      value,
      type,
      body,
      link: `/${id}/${value}`,
      pic: `/previews/${id}/${slugOf(value)}.${previewExt}`,
    })),
  };
}

export const families: readonly Family[] = [
  family('sortvisualizer', 'Sort Visualizers', () => import('./sort/SortVisualizerPage'), [
    ['bubblesort', 'Bubble Sort', 'bars'],
    ['selectionsort(max)', 'Selection Sort (Max)', 'bars'],
    ['selectionsort(minmax)', 'Selection Sort (Min Max)', 'bars'],
    ['bogosort', 'Bogo Sort', 'bars'],
    ['insertionsort', 'Insertion Sort', 'bars'],
    ['heapsort', 'Heap Sort', 'bars'],
    ['quicksort(pivotfirst)', 'Quick Sort (Pivot First)', 'bars'],
    ['quicksort(pivotlast)', 'Quick Sort (Pivot Last)', 'bars'],
    ['quicksort(randomised)', 'Quick Sort (Randomised)', 'bars'],
    ['countingsort', 'Counting Sort', 'buckets'],
    ['radixsort', 'Radix Sort', 'buckets'],
    ['mergesort(loop)', 'Merge Sort (Loop)', 'bars'],
    ['mergesort(function)', 'Merge Sort (Function)', 'bars'],
    // Screenshots of the real renderer (scripts/capture-previews.mjs).
  ], 'png'),
  family('searchvisualizer', 'Search Visualizers', () => import('./search/SearchVisualizerPage'), [
    ['linearsearch', 'Linear Search', 'array'],
    ['binarysearch', 'Binary Search', 'array'],
    ['breadthfirstSearch', 'Breadth First Search', 'grid'],
    ['depthfirstSearch', 'Depth First Search', 'grid'],
    ['astarSearch', 'A* Search', 'grid'],
    ['greedybfsSearch', 'Greedy Best First Search', 'grid'],
    ['depthlimitSearch', 'Depth Limited Search', 'grid'],
    ['iterativedepthLimitSearch', 'Iterative Deepening Search', 'grid'],
    // Screenshots of the real renderer (scripts/capture-previews.mjs).
  ], 'png'),
  family('equationevaluationvisualizer', 'Equation Evaluation Visualizers', () => import('./equation/EquationVisualizerPage'), [
    ['postfix', 'Postfix Evaluation', 'equation'],
    ['prefix', 'Prefix Evaluation', 'equation'],
    ['infix', 'Infix Evaluation', 'equation'],
    ['infix2pointer', 'Infix Evaluation (Two Pointer)', 'equation'],
    // Screenshots of the real DOM stage (scripts/capture-previews.mjs).
  ], 'png'),
  family('processschedulervisualizer', 'Process Scheduling Visualizers', () => import('./scheduler/SchedulerVisualizerPage'), [
    ['fcfs', 'First Come First Serve', 'scheduler'],
    ['sjf', 'Shortest Job First', 'scheduler'],
    ['sjfpreemptive', 'Shortest Job First (Preemptive)', 'scheduler'],
    ['roundrobin', 'Round Robin', 'scheduler'],
    ['lottery', 'Lottery Scheduling', 'scheduler'],
    ['priority', 'Priority Scheduling', 'scheduler'],
    ['preemptivepriority', 'Priority Scheduling (Preemptive)', 'scheduler'],
    // Screenshots of the real stage (scripts/capture-previews.mjs).
  ], 'png'),
  family('games', 'Games', () => import('../games/GamesPage'), [
    ['tictactoe', 'Tic Tac Toe', 'game'],
    ['soduko', 'Sudoku', 'game'],
    ['nqueen', 'N Queen', 'game'],
    // The route keeps its historical name; the game is the 3×3 sliding puzzle (spec §2).
    ['15Puzzle', '8 Puzzle', 'game'],
    // Screenshots of the real boards (scripts/capture-previews.mjs, PREVIEWS_ONLY=games).
  ], 'png'),
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

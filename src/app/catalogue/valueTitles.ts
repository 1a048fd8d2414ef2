import type { EquationMode } from '../../../workers/equation/equationTypes';
import type { SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import type { SearchAlgorithm } from '../../../workers/search/searchTypes';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import type { GameValue } from './gameValues';

/**
 * Every visualizer's title (spec §3's 'type'), by family and route value. Apart from the
 * catalogue (catalogue.ts), which builds its items from these, so the boot shell can name the
 * page it draws before the app has loaded: the catalogue's page loaders must not reach the
 * entry script (shellRoute.ts says why). Type imports only: nothing of the workers comes with it.
 */
export const valueTitles = {
  sortvisualizer: {
    bubblesort: 'Bubble Sort',
    'selectionsort(max)': 'Selection Sort (Max)',
    'selectionsort(minmax)': 'Selection Sort (Min Max)',
    bogosort: 'Bogo Sort',
    insertionsort: 'Insertion Sort',
    heapsort: 'Heap Sort',
    'quicksort(pivotfirst)': 'Quick Sort (Pivot First)',
    'quicksort(pivotlast)': 'Quick Sort (Pivot Last)',
    'quicksort(randomised)': 'Quick Sort (Randomised)',
    countingsort: 'Counting Sort',
    radixsort: 'Radix Sort',
    'mergesort(loop)': 'Merge Sort (Loop)',
    'mergesort(function)': 'Merge Sort (Function)',
  } satisfies Record<SortAlgorithm, string>,
  searchvisualizer: {
    linearsearch: 'Linear Search',
    binarysearch: 'Binary Search',
    breadthfirstSearch: 'Breadth First Search',
    depthfirstSearch: 'Depth First Search',
    astarSearch: 'A* Search',
    greedybfsSearch: 'Greedy Best First Search',
    depthlimitSearch: 'Depth Limited Search',
    iterativedepthLimitSearch: 'Iterative Deepening Search',
  } satisfies Record<SearchAlgorithm, string>,
  equationevaluationvisualizer: {
    postfix: 'Postfix Evaluation',
    prefix: 'Prefix Evaluation',
    infix: 'Infix Evaluation',
    infix2pointer: 'Infix Evaluation (Two Pointer)',
  } satisfies Record<EquationMode, string>,
  processschedulervisualizer: {
    fcfs: 'First Come First Serve',
    sjf: 'Shortest Job First',
    sjfpreemptive: 'Shortest Job First (Preemptive)',
    roundrobin: 'Round Robin',
    lottery: 'Lottery Scheduling',
    priority: 'Priority Scheduling',
    preemptivepriority: 'Priority Scheduling (Preemptive)',
  } satisfies Record<SchedulerAlgorithm, string>,
  games: {
    tictactoe: 'Tic Tac Toe',
    soduko: 'Sudoku',
    nqueen: 'N Queen',
    // The route keeps its historical name; the game is the 3×3 sliding puzzle (spec §2).
    '15Puzzle': '8 Puzzle',
  } satisfies Record<GameValue, string>,
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

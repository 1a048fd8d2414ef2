import type { SearchAlgorithm } from '../../../workers/search/searchTypes';
import type { ComplexityData } from '../../engine/layout/ComplexityTables';

// Grid searches: V cells and E moves between neighbours (V = 324 here); b the branching factor,
// d the depth of the shallowest end, l the depth limit.
const graph = ['O(V + E)', 'O(1)', 'O(V + E)'] as const;
const graphSpace = ['O(V)', 'O(1)', 'O(V)'] as const;

/** The outcome's index is 0-based, where some textbooks count positions from 1. */
const FROM_ZERO = 'Indices count from 0: index 4 is the fifth bar.';

/**
 * The frontier of the depth-limited searches (AIMA: O(bl)) plus this page's table of each
 * cell's fewest steps so far, which lets a cell reached again by a shorter route be expanded again.
 */
const BEST_DEPTHS =
  'Besides its frontier (the untried neighbours of each cell on the current route), the search keeps the fewest steps each cell was reached in, so a cell reached again by a shorter route is expanded again.';

export const searchInfo: Record<SearchAlgorithm, ComplexityData> = {
  linearsearch: {
    description: `Linear search compares each bar with the key from the left and stops at the first match. ${FROM_ZERO}`,
    time: ['O(n)', 'O(1)', 'O(n)'],
    space: ['O(1)', 'O(1)', 'O(1)'],
  },
  binarysearch: {
    description: `Binary search needs sorted values, so the page sorts the bars first. It compares the key with the middle of its low–high window (the lower middle when there are two), stops when they are equal, and otherwise discards the half that cannot hold the key. Among equal values it reports the one it meets first. ${FROM_ZERO}`,
    time: ['O(log n)', 'O(1)', 'O(log n)'],
    space: ['O(1)', 'O(1)', 'O(1)'],
  },
  breadthfirstSearch: {
    description:
      'Breadth-first search expands cells in rings of equal step count from the start, so the first time it reaches the end it has a path of the fewest steps.',
    time: graph,
    space: graphSpace,
  },
  depthfirstSearch: {
    description:
      'Depth-first search follows one direction as far as it can and backs up at dead ends. It finds a path when one exists, but rarely the shortest.',
    time: graph,
    space: graphSpace,
  },
  astarSearch: {
    description:
      'A* expands the cell with the least cost so far plus an estimate of the rest that never overestimates, so its path is a cheapest one.',
    time: ['O(E log V)', 'O(d)', 'O(E log V)'],
    space: graphSpace,
  },
  greedybfsSearch: {
    description:
      'Greedy best-first search always expands the cell that looks closest to the end. It is often fast but its path can be far from the shortest.',
    time: ['O(E log V)', 'O(d)', 'O(E log V)'],
    space: graphSpace,
  },
  depthlimitSearch: {
    description: `Depth-limited search is depth-first search that never goes deeper than its limit. ${BEST_DEPTHS}`,
    time: ['O(b^l)', 'O(l)', 'O(b^l)'],
    space: ['O(bl + V)', 'O(bl + V)', 'O(bl + V)'],
  },
  iterativedepthLimitSearch: {
    description: `Iterative deepening repeats depth-limited search with limits 1, 2, 3 … so it finds a path of the fewest steps with the small frontier of depth-first search. ${BEST_DEPTHS}`,
    time: ['O(b^d)', 'O(d)', 'O(b^d)'],
    space: ['O(bd + V)', 'O(bd + V)', 'O(bd + V)'],
  },
};

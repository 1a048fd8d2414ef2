import type { SearchAlgorithm } from '../../../workers/search/searchTypes';
import type { ComplexityData } from '../chrome/ComplexityTables';

// Grid searches: V cells and E moves between neighbours (V = 324 here); b the branching factor, d the depth.
const graph = ['O(V + E)', 'O(1)', 'O(V + E)'] as const;
const graphSpace = ['O(V)', 'O(1)', 'O(V)'] as const;

export const searchInfo: Record<SearchAlgorithm, ComplexityData> = {
  linearsearch: {
    description: 'Linear search compares each bar with the key from the left and stops at the first match.',
    time: ['O(n)', 'O(1)', 'O(n)'],
    space: ['O(1)', 'O(1)', 'O(1)'],
  },
  binarysearch: {
    description: 'Binary search needs sorted values, so the page sorts the bars first. It compares the key with the middle of its low–high window (the lower middle when there are two), stops when they are equal, and otherwise discards the half that cannot hold the key. Among equal values it reports the one it meets first.',
    time: ['O(log n)', 'O(1)', 'O(log n)'],
    space: ['O(1)', 'O(1)', 'O(1)'],
  },
  breadthfirstSearch: {
    description: 'Breadth-first search expands cells in rings of equal step count from the start, so the first time it reaches the end it has a path of the fewest steps.',
    time: graph,
    space: graphSpace,
  },
  depthfirstSearch: {
    description: 'Depth-first search follows one direction as far as it can and backs up at dead ends. It finds a path when one exists, but rarely the shortest.',
    time: graph,
    space: graphSpace,
  },
  astarSearch: {
    description: 'A* expands the cell with the least cost so far plus an estimate of the rest that never overestimates, so its path is a cheapest one.',
    time: ['O(E log V)', 'O(d)', 'O(E log V)'],
    space: graphSpace,
  },
  greedybfsSearch: {
    description: 'Greedy best-first search always expands the cell that looks closest to the end. It is often fast but its path can be far from the shortest.',
    time: ['O(E log V)', 'O(d)', 'O(E log V)'],
    space: graphSpace,
  },
  depthlimitSearch: {
    description: 'Depth-limited search is depth-first search that never goes deeper than its limit.',
    time: ['O(b^l)', 'O(l)', 'O(b^l)'],
    space: ['O(l)', 'O(l)', 'O(l)'],
  },
  iterativedepthLimitSearch: {
    description: 'Iterative deepening repeats depth-limited search with limits 1, 2, 3 … so it finds a path of the fewest steps with the little memory of depth-first search.',
    time: ['O(b^d)', 'O(d)', 'O(b^d)'],
    space: ['O(d)', 'O(d)', 'O(d)'],
  },
};

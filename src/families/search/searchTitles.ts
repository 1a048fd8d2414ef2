import type { SearchAlgorithm } from '../../../workers/search/searchTypes';

/** Each value's title (spec §3's 'type'), by route value: a value without a title does not compile. */
export const searchTitles = {
  linearsearch: 'Linear Search',
  binarysearch: 'Binary Search',
  breadthfirstSearch: 'Breadth First Search',
  depthfirstSearch: 'Depth First Search',
  astarSearch: 'A* Search',
  greedybfsSearch: 'Greedy Best First Search',
  depthlimitSearch: 'Depth Limited Search',
  iterativedepthLimitSearch: 'Iterative Deepening Search',
} as const satisfies Record<SearchAlgorithm, string>;

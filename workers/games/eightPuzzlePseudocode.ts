import { DEPTH_CAP } from './eightPuzzle';

/**
 * The lines of the 8 puzzle's A* (eightPuzzleOps) that its operations execute, by name. A*
 * searches once, up front (eightPuzzleSearch.ts), and reports the path it found or none; the
 * run then shows the path one slide at a time.
 */
export const EIGHT_PUZZLE_LINE = { found: 6, none: 11, slide: 14 } as const;

/** A* with the Manhattan distance, then its path slid into place, in the site's pseudocode style. */
export const EIGHT_PUZZLE_PSEUDOCODE: readonly string[] = [
  'search(start):',
  "  h(state) = the sum of each tile's rows and columns from its goal",
  '  open ← {start}, with g = 0 moves made',
  '  while open is not empty',
  '    node ← the state in open with the lowest f = g + h',
  '    if node is the goal',
  '      return the moves that led to node',
  `    if g of node < ${DEPTH_CAP}`,
  '      for each tile next to the blank',
  '        if the state after the slide is new, or reached in fewer moves',
  '          put that state in open with g + 1',
  '  return no solution',
  'show(moves):',
  '  for each move found',
  '    slide the tile into the blank',
];

/**
 * The lines of the sudoku solver's backtracking (sudokuSolveOps) that its operations execute,
 * by name: a digit written, a digit taken out, and the two ways the search ends.
 */
export const SUDOKU_LINE = { solved: 3, write: 6, takeOut: 9, failed: 10 } as const;

/** The sudoku solver in the site's pseudocode style: the most constrained blank first, its digits in order. */
export const SUDOKU_PSEUDOCODE: readonly string[] = [
  'solve():',
  '  cell ← the blank with the fewest candidates',
  '  if no blank is left',
  '    return true',
  '  for each digit d from 1 to 9',
  '    if d is a candidate of cell (not in its row, column or box)',
  '      write d in cell',
  '      if solve()',
  '        return true',
  '      take d out of cell',
  '  return false',
];

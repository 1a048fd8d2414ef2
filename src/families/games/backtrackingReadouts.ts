/** The counters of the sudoku and N-Queen AIs as they backtrack, shown under the controls and read from each adapter's extras. */
export const backtrackingCounters = [
  { key: 'placements', label: 'Placements' },
  { key: 'backtracks', label: 'Backtracks' },
] as const;

import type { ColumnOrder } from './nQueen';

/**
 * The lines of N-Queen's backtracking (nQueenOps) that its operations execute, by name: a
 * placement, a queen taken back, and the two ways the search ends.
 */
export const N_QUEEN_LINE = { solved: 2, place: 5, remove: 8, failed: 9 } as const;

const columnsLine: Record<ColumnOrder, string> = {
  normal: '  for each column of row, left to right',
  random: '  for each column of row, in a fresh shuffled order',
};

/** N-Queen's backtracking in the site's pseudocode style: one queen a row, from the top. */
export function nQueenPseudocode(order: ColumnOrder): readonly string[] {
  return [
    'place(row):',
    '  if every row has a queen',
    '    return true',
    columnsLine[order],
    '    if no queen attacks (row, column)',
    '      put a queen on (row, column)',
    '      if place(row + 1)',
    '        return true',
    '      take the queen off (row, column)',
    '  return false',
  ];
}

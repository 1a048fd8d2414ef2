/**
 * Sudoku 9×9: cells, peers, candidates and checks. Cells are 81 numbers in reading order, 0 for
 * blank. The counting solver is in sudokuExactCover.ts, the generator in sudokuGenerator.ts.
 */
export type Cells = number[];

export const SIZE = 9;
export const CELLS = 81;
export const ALL_DIGITS = 0x3fe; // bits 1..9

/** What both workers that take a sudoku (the run and the puzzle generator) say of a malformed one. */
export const NOT_A_SUDOKU = 'A sudoku needs 81 digits 0–9';

/** 81 whole numbers 0–9 (0 an empty cell), as a worker receives a grid from the page. */
export const isSudokuDigits = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length === CELLS && v.every((d) => Number.isInteger(d) && d >= 0 && d <= 9);

const rowOf = (i: number) => Math.floor(i / SIZE);
const colOf = (i: number) => i % SIZE;
const boxOf = (i: number) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);

/** The 20 cells that share a row, column or box with each cell. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, i) =>
  Array.from({ length: CELLS }, (_, j) => j).filter((j) => j !== i && (rowOf(j) === rowOf(i) || colOf(j) === colOf(i) || boxOf(j) === boxOf(i))),
);

/** 81 characters: digits, with 0 or . for a blank; null for anything else. */
export function parseCells(text: string): Cells | null {
  if (!/^[0-9.]{81}$/.test(text)) return null;
  return [...text].map((c) => (c === '.' ? 0 : Number(c)));
}

export const formatCells = (cells: readonly number[]): string => cells.map((d) => (d ? String(d) : '.')).join('');

/** Digits still allowed in cell i (a bit mask over 1..9). */
export function candidates(cells: readonly number[], i: number): number {
  let used = 0;
  for (const j of PEERS[i]!) used |= 1 << cells[j]!;
  return ALL_DIGITS & ~used;
}

/** No digit repeats in any row, column or box (blanks allowed). */
export function isConsistent(cells: readonly number[]): boolean {
  return cells.every((d, i) => d === 0 || PEERS[i]!.every((j) => cells[j] !== d));
}

export const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/**
 * The blank with the fewest candidates, the first in reading order among equals (-1 when full):
 * keeps backtracking short. Only a blank with none ends the scan early: one with a single
 * candidate may still be followed by a dead end, which the rule says to take first.
 */
export function mostConstrainedBlank(cells: readonly number[]): { cell: number; mask: number } {
  let cell = -1;
  let mask = 0;
  let fewest = 10;
  for (let i = 0; i < CELLS; i++) {
    if (cells[i]) continue;
    const m = candidates(cells, i);
    const n = bitCount(m);
    if (n < fewest) {
      fewest = n;
      cell = i;
      mask = m;
      if (n === 0) break;
    }
  }
  return { cell, mask };
}

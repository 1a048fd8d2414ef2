import { type RunBinding, runBinding } from '../../engine/page/runBinding';
import { type SudokuTypes, sudokuAdapter } from './sudokuAdapter';
import { type SudokuUrlState, sudokuCodec, sudokuDefaults } from './sudokuUrlState';
import { type FreshPuzzles, useFreshPuzzles } from './useFreshPuzzles';

export const noEntries: readonly number[] = new Array(81).fill(0);

/**
 * Sudoku's URL state and its input: the puzzle (made, or checked when a link gives one, in the
 * puzzle worker: useFreshPuzzles) and its one solution. The visitor's digits are the board's,
 * not the URL's.
 */
export const sudokuBinding: RunBinding<SudokuUrlState, SudokuTypes, FreshPuzzles> = runBinding(sudokuAdapter, {
  codec: sudokuCodec,
  defaults: sudokuDefaults,
  usePrepared: useFreshPuzzles,
  toInput: (_, { shown }) => shown && { clues: shown.puzzle, entries: noEntries, solution: shown.solution },
  // The puzzle reaches the URL from the puzzle worker, with its level; a digit typed changes neither.
  toUrl: () => ({}),
  sameInput: (a, b) => a.clues === b.clues,
});

/** A run on a board about to be replaced would be undone on arrival: Solve, Play, the steps and their keys wait for the new puzzle alike. */
export const awaitingPuzzle = (_: SudokuUrlState, fresh: FreshPuzzles) => fresh.pending !== null;

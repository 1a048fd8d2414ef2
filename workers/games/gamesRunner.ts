import type { Operation } from '../protocol/ops';
import { seededRandom } from '../protocol/random';
import type { FamilyRunner } from '../protocol/workerHost';
import { isSolvable, parseTiles, UNSOLVABLE } from './eightPuzzle';
import { eightPuzzleOps, puzzleOpCost } from './eightPuzzleOps';
import { type ColumnOrder, MAX_QUEENS, MIN_QUEENS, nQueenOps, queenOpCost } from './nQueen';
import { isConsistent, isSudokuDigits, NOT_A_SUDOKU } from './sudoku';
import { sudokuOpCost, sudokuSolveOps } from './sudokuSolver';

/** What a game's animated AI is asked to do. */
export type GameRunInput =
  | { game: 'sudoku'; puzzle: number[]; entries: number[] }
  | { game: 'nqueen'; n: number; order: ColumnOrder; seed: number; queens: number[] }
  | { game: 'eightpuzzle'; tiles: number[] };

export type GameRunMeta = Record<string, never>;

const isDigitList = (v: unknown, length: number, max: number): v is number[] =>
  Array.isArray(v) && v.length === length && v.every((d) => Number.isInteger(d) && d >= 0 && d <= max);

/** Rejects bad input with a clear message before any work starts. */
export function validateGameInput(raw: unknown): GameRunInput {
  const input = raw as Partial<Record<string, unknown>> | null;
  switch (input?.game) {
    case 'sudoku':
      if (!isSudokuDigits(input.puzzle)) throw new Error(NOT_A_SUDOKU);
      if (!isConsistent(input.puzzle)) throw new Error('This sudoku repeats a digit in a row, column or box');
      return { game: 'sudoku', puzzle: [...input.puzzle], entries: isSudokuDigits(input.entries) ? [...input.entries] : [] };
    case 'nqueen': {
      const n = Number(input.n);
      if (!Number.isInteger(n) || n < MIN_QUEENS || n > MAX_QUEENS) throw new Error(`The board size must be ${MIN_QUEENS}–${MAX_QUEENS}`);
      const queens = Array.isArray(input.queens) ? input.queens.filter((c): c is number => Number.isInteger(c) && c >= 0 && c < n * n) : [];
      return { game: 'nqueen', n, order: input.order === 'random' ? 'random' : 'normal', seed: Number(input.seed) || 0, queens };
    }
    case 'eightpuzzle':
      if (!isDigitList(input.tiles, 9, 8) || !parseTiles(input.tiles.join(''))) throw new Error('The 8 puzzle needs the digits 0–8 once each');
      if (!isSolvable(input.tiles)) throw new Error(UNSOLVABLE);
      return { game: 'eightpuzzle', tiles: [...input.tiles] };
    default:
      throw new Error(`Unknown game: ${String(input?.game)}`);
  }
}

/** Each game's op codes are its own, so each has its own step cost. */
const stepCosts: Record<GameRunInput['game'], (code: number) => number> = { sudoku: sudokuOpCost, nqueen: queenOpCost, eightpuzzle: puzzleOpCost };

/** A game's animated AI as operations; a visitor's entries or queens are cleared first (markers), so the AI starts from the clues or an empty board. */
function operationsOf(input: GameRunInput): Iterator<Operation, unknown> {
  if (input.game === 'sudoku') return sudokuSolveOps(input.puzzle, input.entries);
  if (input.game === 'nqueen') return nQueenOps(input.n, input.order, seededRandom(input.seed), input.queens);
  return eightPuzzleOps(input.tiles);
}

/**
 * The games' part of the engine: the three searches that animate. Each run is counted too, by
 * running its search once more in the worker: a run's length is its result, but the search is
 * quick beside the animation (a generated Hard sudoku takes from 60 to 50,000 steps, a puzzle
 * built against backtracking 90,000 operations, counted in about a second), and without a length
 * a long run at 300 ms a step looked as if it might never end.
 */
export const gamesRunner: FamilyRunner<GameRunInput, GameRunMeta> = {
  validate: validateGameInput,
  operations: operationsOf,
  meta: () => ({}),
  countStream: operationsOf,
  stepCostOf: (input) => stepCosts[input.game],
};

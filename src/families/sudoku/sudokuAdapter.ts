import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import { SUDOKU_PSEUDOCODE } from '../../../workers/games/sudokuPseudocode';
import type { FamilyAdapter } from '../../engine/session/familyAdapter';
import { finalStepNarration } from '../../engine/story/stepNarration';
import { sudokuCode } from './sudokuCode';
import { lastDigitWords, SudokuModel } from './sudokuModel';

/** What the sudoku page loads: the fixed clues, the visitor's entries, and the one solution. */
export interface SudokuInput {
  clues: readonly number[];
  entries: readonly number[];
  solution: readonly number[];
}

export interface SudokuExtras extends Record<string, string | number | boolean> {
  placements: number;
  backtracks: number;
  /** The board as shown, 81 characters with . for blank (tests read it). */
  board: string;
}

export const SUDOKU_WON = 'Game Over You Won';
export const SUDOKU_SOLVED = 'Solved by backtracking';
/** A guard that never shows: every puzzle on the page is proven to have one solution before Solve (sharedSudoku.ts, the generator). */
export const SUDOKU_NO_SOLUTION = 'This board has no solution';

const matches = (model: SudokuModel) => model.solution.every((d, i) => model.state.digits[i] === d);

/**
 * The run's last words: the digit that filled the board, not 'Done: try 2 at …', which read as
 * if the solver were still guessing. A run with no digit of its own to tell says its last step.
 */
function endWords(model: SudokuModel): string {
  const { solved, digit, cell } = model.state;
  return solved === 1 && digit > 0 ? lastDigitWords(digit, cell) : finalStepNarration(model.step);
}

/** Sudoku's part of the engine: the animated solver in the games worker, its board, its words. */
/** Sudoku's types, named once for the engine. */
export interface SudokuTypes {
  input: SudokuInput;
  runInput: GameRunInput;
  meta: GameRunMeta;
  model: SudokuModel;
  extras: SudokuExtras;
}

export const sudokuAdapter: FamilyAdapter<SudokuTypes> = {
  // The board is the visitor's until they ask the solver: each entry loads a new input.
  starts: 'onPlay',
  worker: {
    create: () => new Worker(new URL('../../../workers/games/games.worker.ts', import.meta.url), { type: 'module' }),
    runInput: ({ clues, entries }) => ({ game: 'sudoku', puzzle: [...clues], entries: [...entries] }),
    errorText: (message) => `Couldn't start the solver: ${message}`,
  },
  model: {
    create: ({ clues, entries, solution }) => new SudokuModel(clues, entries, solution),
  },
  story: {
    extras: (model) => ({
      placements: model.state.placements,
      backtracks: model.state.backtracks,
      board: Array.from(model.state.digits, (d) => (d ? String(d) : '.')).join(''),
    }),
    narrate: (model) => model.step,
    progress: (model, phase) => (phase === 'before' && matches(model) ? SUDOKU_WON : ''),
    ending: (model) => ({ outcome: model.state.solved === 1 ? SUDOKU_SOLVED : SUDOKU_NO_SOLUTION, narration: endWords(model) }),
    pseudocode: () => SUDOKU_PSEUDOCODE,
    code: sudokuCode,
  },
};

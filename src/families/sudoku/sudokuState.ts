import { noStepWords, type StepWordsState } from '../../engine/story/stepNarration';

/** Who wrote a cell's digit; the board colours each differently. */
export const Kind = { Empty: 0, Clue: 1, Entry: 2, Tried: 3, Backtracked: 4 } as const;

/** Everything a sudoku step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface SudokuState {
  /** Each cell's digit (0: blank). */
  digits: Uint8Array;
  /** Each cell's Kind. */
  kinds: Uint8Array;
  placements: number;
  backtracks: number;
  /** -1 while solving, 1 solved, 0 no solution. */
  solved: number;
  /** The solver's words for its last step and a marker's lead-in (stepNarration.ts). */
  words: StepWordsState;
  /** The pseudocode line the last operation executed (SUDOKU_LINE), -1 before the first. */
  line: number;
  /** The cell the last digit was written in or taken out of, -1 before the first. */
  cell: number;
  /** That digit (0 before the first). */
  digit: number;
}

/** The board before any step: the clues, and the visitor's entries in the other cells. */
export function initialSudokuState(clues: readonly number[], entries: readonly number[]): SudokuState {
  const digits = new Uint8Array(81);
  const kinds = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    if (clues[i]) {
      digits[i] = clues[i]!;
      kinds[i] = Kind.Clue;
    } else if (entries[i]) {
      digits[i] = entries[i]!;
      kinds[i] = Kind.Entry;
    }
  }
  return { digits, kinds, placements: 0, backtracks: 0, solved: -1, words: noStepWords(), line: -1, cell: -1, digit: 0 };
}

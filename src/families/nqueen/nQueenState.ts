import { noStepWords, type StepWordsState } from '../../engine/story/stepNarration';

/** Everything an N-Queen step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface NQueenState {
  /** 1 for each cell (row * n + column) holding a queen. */
  queens: Uint8Array;
  placements: number;
  backtracks: number;
  /** -1 while searching, 1 solved, 0 no placement exists. */
  solved: number;
  /** The AI's words for its last step and a marker's lead-in (stepNarration.ts). */
  words: StepWordsState;
  /** The pseudocode line the last operation executed (N_QUEEN_LINE), -1 before the first. */
  line: number;
  /** The square the last placement or removal was on (0-based), -1 before the first. */
  row: number;
  column: number;
}

export function initialNQueenState(n: number, queens: readonly number[]): NQueenState {
  const board = new Uint8Array(n * n);
  for (const q of queens) board[q] = 1;
  return { queens: board, placements: 0, backtracks: 0, solved: -1, words: noStepWords(), line: -1, row: -1, column: -1 };
}

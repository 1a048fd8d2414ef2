import { SUDOKU_LINE } from '../../../workers/games/sudokuPseudocode';
import { SudokuOp, sudokuOpCost } from '../../../workers/games/sudokuSolver';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import { leadStep, sayStep } from '../../engine/story/stepNarration';
import type { BoardView, CellLook } from '../../render/board/boardView';
import { cellNameAt } from '../../render/board/cellName';
import { DirtySet } from '../../render/dirtySet';
import { initialSudokuState, Kind, type SudokuState } from './sudokuState';

const looks: Record<number, CellLook> = { 0: 'plain', 1: 'clue', 2: 'entry', 3: 'tried', 4: 'backtracked' };

/** The solver's steps in words (the counters count them). */
export const tryWords = (digit: number, cell: number) => `try ${digit} at ${cellNameAt(cell, 9)}`;
/** A digit is taken out when every digit tried in the blank after it led nowhere. */
export const backtrackWords = (digit: number, cell: number) => `${digit} at ${cellNameAt(cell, 9)} leads nowhere: take it out (backtrack)`;
export const ERASE_WORDS = 'clear your digits';
/** The run's last words once the board is full: the last digit did not 'try', it completed the board. */
export const lastDigitWords = (digit: number, cell: number) =>
  `Done: ${digit} fills the last blank (${cellNameAt(cell, 9)}), and the board is complete`;

/** The sudoku board: the clues, the visitor's entries, and the solver's tries and backtracks. */
export class SudokuModel implements PlayerModel<SudokuState>, BoardView {
  readonly rows = 9;
  readonly cols = 9;
  readonly boxSize = 3;
  readonly dirty = new DirtySet(81);
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: SudokuState;
  /** The cell the last step touched, outlined; not state: a restore shows no highlight, as clearHighlight does. */
  private last = -1;

  constructor(
    clues: readonly number[],
    entries: readonly number[],
    /** The puzzle's one solution: the visitor wins when the board matches it. */
    readonly solution: readonly number[],
  ) {
    this.state = initialSudokuState(clues, entries);
  }

  /** What the tests read; the adapter reads `state`. */
  get placements(): number {
    return this.state.placements;
  }

  get backtracks(): number {
    return this.state.backtracks;
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, cell, digit] = [ops[at]!, ops[at + 1]!, ops[at + 2]!];
    const s = this.state;
    if (code === SudokuOp.Solved) {
      s.solved = cell;
      s.line = cell === 1 ? SUDOKU_LINE.solved : SUDOKU_LINE.failed;
      return;
    }
    this.touch(cell);
    if (code === SudokuOp.Try) {
      s.digits[cell] = digit;
      s.kinds[cell] = Kind.Tried;
      s.placements++;
      sayStep(s.words, tryWords(digit, cell));
      this.at(SUDOKU_LINE.write, cell, digit);
    } else if (code === SudokuOp.Backtrack) {
      sayStep(s.words, backtrackWords(s.digits[cell]!, cell));
      this.at(SUDOKU_LINE.takeOut, cell, s.digits[cell]!);
      s.digits[cell] = 0;
      s.kinds[cell] = Kind.Backtracked;
      s.backtracks++;
    } else if (code === SudokuOp.Erase) {
      s.digits[cell] = 0;
      s.kinds[cell] = Kind.Empty;
      leadStep(s.words, ERASE_WORDS);
    }
  }

  /** Where the backtracking stands in its pseudocode (a visitor's digit cleared is not a line of it). */
  private at(line: number, cell: number, digit: number): void {
    const s = this.state;
    s.line = line;
    s.cell = cell;
    s.digit = digit;
  }

  /** The solver's digits on the board, the depth of its search: the visitor's were cleared before its first. */
  get depth(): number {
    return this.state.placements - this.state.backtracks;
  }

  /** The last step in words ('' before the first, and on a board set by hand). */
  get step(): string {
    return this.state.words.step;
  }

  cost(ops: Int32Array, index: number): number {
    return sudokuOpCost(ops[index * OP_WIDTH]!);
  }

  private touch(cell: number): void {
    this.dirty.mark(this.last);
    this.last = cell;
    this.dirty.mark(cell);
  }

  clearHighlight(): void {
    this.dirty.mark(this.last);
    this.last = -1;
  }

  text = (cell: number) => (this.state.digits[cell] ? String(this.state.digits[cell]) : '');
  content = (cell: number) => {
    const { digits, kinds } = this.state;
    const d = digits[cell];
    if (!d) return kinds[cell] === Kind.Backtracked ? 'empty, backtracked' : 'empty';
    return kinds[cell] === Kind.Clue ? `${d}, clue` : String(d);
  };
  look = (cell: number): CellLook => looks[this.state.kinds[cell]!]!;
  highlighted = (cell: number) => cell === this.last;

  /** The visitor's digits as shown (every non-clue digit), to edit from. */
  entries(): number[] {
    const { digits, kinds } = this.state;
    return Array.from(digits, (d, i) => (kinds[i] === Kind.Clue ? 0 : d));
  }

  isClue = (cell: number) => this.state.kinds[cell] === Kind.Clue;
  /** Clues are fixed: the grid tells them as aria-readonly. */
  readOnly = this.isClue;

  snapshot(): SudokuState {
    return copyState(this.state);
  }

  restore(saved: SudokuState): void {
    restoreState(this.state, saved);
    this.last = -1;
    this.dirty.markAll();
  }
}

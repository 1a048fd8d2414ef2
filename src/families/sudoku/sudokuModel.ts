import { SudokuOp, sudokuOpCost } from '../../../workers/games/sudokuSolver';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { DirtySet } from '../../render/dirtySet';
import type { PlayerModel } from '../../engine/player/playerTypes';
import type { BoardView, CellLook } from '../../render/board/boardView';
import { cellNameAt } from '../../render/board/cellName';
import { StepWords, type StepWordsState } from '../../engine/story/stepNarration';

/** Who wrote a cell's digit; the board colours each differently. */
const Kind = { Empty: 0, Clue: 1, Entry: 2, Tried: 3, Backtracked: 4 } as const;
const looks: Record<number, CellLook> = { 0: 'plain', 1: 'clue', 2: 'entry', 3: 'tried', 4: 'backtracked' };

export interface SudokuSnapshot {
  digits: Uint8Array;
  kinds: Uint8Array;
  placements: number;
  backtracks: number;
  solved: number;
  words: StepWordsState;
}

/** The solver's steps in words (the counters count them). */
export const tryWords = (digit: number, cell: number) => `try ${digit} at ${cellNameAt(cell, 9)}`;
/** A digit is taken out when every digit tried in the blank after it led nowhere. */
export const backtrackWords = (digit: number, cell: number) => `${digit} at ${cellNameAt(cell, 9)} leads nowhere: take it out (backtrack)`;
export const ERASE_WORDS = 'clear your digits';

/** The sudoku board: the clues, the visitor's entries, and the solver's tries and backtracks. */
export class SudokuModel implements PlayerModel<SudokuSnapshot>, BoardView {
  readonly rows = 9;
  readonly cols = 9;
  readonly boxSize = 3;
  readonly dirty = new DirtySet(81);
  readonly digits = new Uint8Array(81);
  readonly kinds = new Uint8Array(81);
  placements = 0;
  backtracks = 0;
  /** -1 while solving, 1 solved, 0 no solution. */
  solved = -1;
  /** The solver's words for its last step and a marker's lead-in (stepNarration.ts). */
  private readonly words = new StepWords();
  private last = -1;

  constructor(
    clues: readonly number[],
    entries: readonly number[],
    /** The puzzle's one solution: the visitor wins when the board matches it. */
    readonly solution: readonly number[],
  ) {
    for (let i = 0; i < 81; i++) {
      if (clues[i]) {
        this.digits[i] = clues[i];
        this.kinds[i] = Kind.Clue;
      } else if (entries[i]) {
        this.digits[i] = entries[i];
        this.kinds[i] = Kind.Entry;
      }
    }
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, cell, digit] = [ops[at], ops[at + 1], ops[at + 2]];
    if (code === SudokuOp.Solved) {
      this.solved = cell;
      return;
    }
    this.touch(cell);
    if (code === SudokuOp.Try) {
      this.digits[cell] = digit;
      this.kinds[cell] = Kind.Tried;
      this.placements++;
      this.words.say(tryWords(digit, cell));
    } else if (code === SudokuOp.Backtrack) {
      this.words.say(backtrackWords(this.digits[cell], cell));
      this.digits[cell] = 0;
      this.kinds[cell] = Kind.Backtracked;
      this.backtracks++;
    } else if (code === SudokuOp.Erase) {
      this.digits[cell] = 0;
      this.kinds[cell] = Kind.Empty;
      this.words.lead(ERASE_WORDS);
    }
  }

  /** The last step in words ('' before the first, and on a board set by hand). */
  get step(): string {
    return this.words.step;
  }

  cost(ops: Int32Array, index: number): number {
    return sudokuOpCost(ops[index * OP_WIDTH]);
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

  text = (cell: number) => (this.digits[cell] ? String(this.digits[cell]) : '');
  content = (cell: number) => {
    const d = this.digits[cell];
    if (!d) return this.kinds[cell] === Kind.Backtracked ? 'empty, backtracked' : 'empty';
    return this.kinds[cell] === Kind.Clue ? `${d}, clue` : String(d);
  };
  look = (cell: number): CellLook => looks[this.kinds[cell]];
  highlighted = (cell: number) => cell === this.last;

  /** The visitor's digits as shown (every non-clue digit), to edit from. */
  entries(): number[] {
    return Array.from(this.digits, (d, i) => (this.kinds[i] === Kind.Clue ? 0 : d));
  }

  isClue = (cell: number) => this.kinds[cell] === Kind.Clue;
  /** Clues are fixed: the grid tells them as aria-readonly. */
  readOnly = this.isClue;

  snapshot(): SudokuSnapshot {
    return { digits: this.digits.slice(), kinds: this.kinds.slice(), placements: this.placements, backtracks: this.backtracks, solved: this.solved, words: this.words.saved() };
  }

  restore(s: SudokuSnapshot): void {
    this.digits.set(s.digits);
    this.kinds.set(s.kinds);
    this.placements = s.placements;
    this.backtracks = s.backtracks;
    this.solved = s.solved;
    this.words.restore(s.words);
    this.last = -1;
    this.dirty.markAll();
  }
}

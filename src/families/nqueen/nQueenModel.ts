import { conflictingQueens, isSolution, QueenOp, queenOpCost } from '../../../workers/games/nQueen';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { DirtySet } from '../../render/dirtySet';
import type { PlayerModel } from '../../engine/player/playerTypes';
import type { BoardView, CellLook } from '../../render/board/boardView';
import { cellName } from '../../render/board/cellName';
import { StepWords, type StepWordsState } from '../../engine/story/stepNarration';

export const QUEEN = '♛';

export interface NQueenSnapshot {
  queens: Uint8Array;
  placements: number;
  backtracks: number;
  solved: number;
  words: StepWordsState;
}

/** The AI's steps in words (the counters count them). */
export const placeWords = (row: number, col: number) => `place a queen at ${cellName(row, col)}`;
/** A queen is taken back when the row below it has no safe column left to try. */
export const removeWords = (row: number, col: number) => `no safe column left in row ${row + 2}: remove the queen from ${cellName(row, col)}`;
export const LIFT_WORDS = 'take your queens off the board';

/** The N-Queen board: where queens stand, which attack each other, and the AI's counters. */
export class NQueenModel implements PlayerModel<NQueenSnapshot>, BoardView {
  readonly rows: number;
  readonly cols: number;
  /**
   * A chessboard's squares touch. With the boards' usual 2 px gaps a 10×10 board needed 338 px
   * at 32 px a square, more than a 360 px phone's stage (330 px): its last column was cut off.
   */
  readonly gap = 0;
  readonly dirty: DirtySet;
  readonly queens: Uint8Array;
  placements = 0;
  backtracks = 0;
  /** -1 while searching, 1 solved, 0 no placement exists. */
  solved = -1;
  /** The AI's words for its last step and a marker's lead-in (stepNarration.ts). */
  private readonly words = new StepWords();
  private conflicts = new Set<number>();
  private won = false;
  private last = -1;

  constructor(
    readonly n: number,
    queens: readonly number[],
  ) {
    this.rows = n;
    this.cols = n;
    this.dirty = new DirtySet(n * n);
    this.queens = new Uint8Array(n * n);
    for (const q of queens) this.queens[q] = 1;
    this.judge();
  }

  queenCells(): number[] {
    return [...this.queens.keys()].filter((i) => this.queens[i]);
  }

  /** Conflicts and the win, after the queens changed; a change of either redraws the board. */
  private judge(): void {
    const set = new Set(this.queenCells());
    const conflicts = conflictingQueens(this.n, set);
    const won = isSolution(this.n, set);
    if (won !== this.won || conflicts.size || this.conflicts.size) this.dirty.markAll();
    this.conflicts = conflicts;
    this.won = won;
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, row, col] = [ops[at], ops[at + 1], ops[at + 2]];
    if (code === QueenOp.Solved) {
      this.solved = row;
      this.judge();
      return;
    }
    const cell = row * this.n + col;
    this.dirty.mark(this.last);
    this.last = cell;
    this.dirty.mark(cell);
    if (code === QueenOp.Place) {
      this.queens[cell] = 1;
      this.placements++;
      this.words.say(placeWords(row, col));
    } else {
      this.queens[cell] = 0;
      if (code === QueenOp.Remove) {
        this.backtracks++;
        this.words.say(removeWords(row, col));
      } else {
        // Lifting a visitor's queen may end a conflict it had.
        this.words.lead(LIFT_WORDS);
        this.judge();
      }
    }
    // The AI only places safe queens: the win is the one change worth a full check.
    if (code === QueenOp.Place && row === this.n - 1) this.judge();
  }

  /** The last step in words ('' before the first, and on a board set by hand). */
  get step(): string {
    return this.words.step;
  }

  cost(ops: Int32Array, index: number): number {
    return queenOpCost(ops[index * OP_WIDTH]);
  }

  clearHighlight(): void {
    this.dirty.mark(this.last);
    this.last = -1;
  }

  get isWon(): boolean {
    return this.won;
  }

  text = (cell: number) => (this.queens[cell] ? QUEEN : '');
  content = (cell: number) => (this.queens[cell] ? (this.conflicts.has(cell) ? 'queen, attacked' : 'queen') : 'empty');
  look = (cell: number): CellLook => {
    if (this.won) return 'won';
    if (this.conflicts.has(cell)) return 'conflict';
    return (Math.floor(cell / this.n) + (cell % this.n)) % 2 === 0 ? 'light' : 'dark';
  };
  highlighted = (cell: number) => cell === this.last;

  snapshot(): NQueenSnapshot {
    return { queens: this.queens.slice(), placements: this.placements, backtracks: this.backtracks, solved: this.solved, words: this.words.saved() };
  }

  restore(s: NQueenSnapshot): void {
    this.queens.set(s.queens);
    this.placements = s.placements;
    this.backtracks = s.backtracks;
    this.solved = s.solved;
    this.words.restore(s.words);
    this.last = -1;
    this.judge();
    this.dirty.markAll();
  }
}

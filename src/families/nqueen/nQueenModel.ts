import { conflictingQueens, isSolution, QueenOp, queenOpCost } from '../../../workers/games/nQueen';
import { N_QUEEN_LINE } from '../../../workers/games/nQueenPseudocode';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import { leadStep, sayStep } from '../../engine/story/stepNarration';
import type { BoardView, CellLook } from '../../render/board/boardView';
import { cellName } from '../../render/board/cellName';
import { DirtySet } from '../../render/dirtySet';
import { initialNQueenState, type NQueenState } from './nQueenState';

export const QUEEN = '♛';

/** The AI's steps in words (the counters count them). */
export const placeWords = (row: number, col: number) => `place a queen at ${cellName(row, col)}`;
/** A queen is taken back when the row below it has no safe column left to try. */
export const removeWords = (row: number, col: number) => `no safe column left in row ${row + 2}: remove the queen from ${cellName(row, col)}`;
export const LIFT_WORDS = 'take your queens off the board';

/** The N-Queen board: where queens stand, which attack each other, and the AI's counters. */
export class NQueenModel implements PlayerModel<NQueenState>, BoardView {
  readonly rows: number;
  readonly cols: number;
  /**
   * A chessboard's squares touch. With the boards' usual 2 px gaps a 10×10 board needed 338 px
   * at 32 px a square, more than a 360 px phone's stage (330 px): its last column was cut off.
   */
  readonly gap = 0;
  readonly dirty: DirtySet;
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: NQueenState;
  /** Derived from the queens (judge), not state: a restore recomputes them. */
  private conflicts = new Set<number>();
  private won = false;
  /** The cell the last step touched, outlined; not state: a restore shows no highlight, as clearHighlight does. */
  private last = -1;

  constructor(
    readonly n: number,
    queens: readonly number[],
  ) {
    this.rows = n;
    this.cols = n;
    this.dirty = new DirtySet(n * n);
    this.state = initialNQueenState(n, queens);
    this.judge();
  }

  /** What the tests read; the adapter reads `state`. */
  get placements(): number {
    return this.state.placements;
  }

  get backtracks(): number {
    return this.state.backtracks;
  }

  queenCells(): number[] {
    const { queens } = this.state;
    return [...queens.keys()].filter((i) => queens[i]);
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
    const [code, row, col] = [ops[at]!, ops[at + 1]!, ops[at + 2]!];
    const s = this.state;
    if (code === QueenOp.Solved) {
      s.solved = row;
      s.line = row === 1 ? N_QUEEN_LINE.solved : N_QUEEN_LINE.failed;
      this.judge();
      return;
    }
    const cell = row * this.n + col;
    this.dirty.mark(this.last);
    this.last = cell;
    this.dirty.mark(cell);
    if (code === QueenOp.Place) {
      s.queens[cell] = 1;
      s.placements++;
      sayStep(s.words, placeWords(row, col));
      this.at(N_QUEEN_LINE.place, row, col);
    } else {
      s.queens[cell] = 0;
      if (code === QueenOp.Remove) {
        s.backtracks++;
        sayStep(s.words, removeWords(row, col));
        this.at(N_QUEEN_LINE.remove, row, col);
      } else {
        // Lifting a visitor's queen may end a conflict it had.
        leadStep(s.words, LIFT_WORDS);
        this.judge();
      }
    }
    // The AI only places safe queens: the win is the one change worth a full check.
    if (code === QueenOp.Place && row === this.n - 1) this.judge();
  }

  /** Where the backtracking stands in its pseudocode (a visitor's queen lifted is not a line of it). */
  private at(line: number, row: number, column: number): void {
    const s = this.state;
    s.line = line;
    s.row = row;
    s.column = column;
  }

  /** The AI's queens on the board: the visitor's were lifted before its first placement. */
  get depth(): number {
    return this.state.placements - this.state.backtracks;
  }

  /** The last step in words ('' before the first, and on a board set by hand). */
  get step(): string {
    return this.state.words.step;
  }

  cost(ops: Int32Array, index: number): number {
    return queenOpCost(ops[index * OP_WIDTH]!);
  }

  clearHighlight(): void {
    this.dirty.mark(this.last);
    this.last = -1;
  }

  get isWon(): boolean {
    return this.won;
  }

  text = (cell: number) => (this.state.queens[cell] ? QUEEN : '');
  content = (cell: number) => (this.state.queens[cell] ? (this.conflicts.has(cell) ? 'queen, attacked' : 'queen') : 'empty');
  look = (cell: number): CellLook => {
    if (this.won) return 'won';
    if (this.conflicts.has(cell)) return 'conflict';
    return (Math.floor(cell / this.n) + (cell % this.n)) % 2 === 0 ? 'light' : 'dark';
  };
  highlighted = (cell: number) => cell === this.last;

  snapshot(): NQueenState {
    return copyState(this.state);
  }

  restore(saved: NQueenState): void {
    restoreState(this.state, saved);
    this.last = -1;
    this.judge();
    this.dirty.markAll();
  }
}

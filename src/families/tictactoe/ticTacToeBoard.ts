import { type Board, EMPTY_BOARD, winningLine } from '../../../workers/games/ticTacToe';
import type { BoardView, CellLook } from '../../render/board/boardView';
import { DirtySet } from '../../render/dirtySet';

/** The nine cells as the DOM board draws them; the winning line is green. */
export class TicTacToeBoard implements BoardView {
  readonly rows = 3;
  readonly cols = 3;
  readonly dirty = new DirtySet(9);
  board: Board = EMPTY_BOARD;
  private line: readonly number[] = [];
  private last = -1;

  set(board: Board, moved: number): void {
    board.forEach((cell, i) => {
      if (cell !== this.board[i]) this.dirty.mark(i);
    });
    this.dirty.mark(this.last);
    this.board = board;
    this.last = moved;
    this.line = winningLine(board) ?? [];
    for (const i of this.line) this.dirty.mark(i);
  }

  text = (cell: number) => this.board[cell] ?? '';
  content = (cell: number) => this.board[cell] ?? 'empty';
  look = (cell: number): CellLook => (this.line.includes(cell) ? 'won' : 'plain');
  highlighted = (cell: number) => cell === this.last && this.line.length === 0;
}

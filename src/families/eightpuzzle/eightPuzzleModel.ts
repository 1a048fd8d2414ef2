import { isGoal, isSolvable } from '../../../workers/games/eightPuzzle';
import { PuzzleOp, puzzleOpCost } from '../../../workers/games/eightPuzzleOps';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { DirtySet } from '../../render/dirtySet';
import type { PlayerModel } from '../../engine/player/playerTypes';
import type { BoardView, CellLook } from '../../render/board/boardView';

export interface EightPuzzleSnapshot {
  tiles: Uint8Array;
  slides: number;
  optimal: number;
  expanded: number;
  step: string;
}

/** Where a tile goes when it slides from `from` into the blank at `to` (3 wide). */
const directions: Record<number, string> = { [-1]: 'left', 1: 'right', [-3]: 'up', 3: 'down' };
/** A* move in words: 'move 3 of 20: slide 6 left'. */
export const slideWords = (slide: number, of: number, tile: number, from: number, to: number) => `move ${slide} of ${of}: slide ${tile} ${directions[to - from]}`;

/** The 3×3 tiles, the visitor's slides that led to them, and what A* reported: the optimal length and the states it expanded. */
export class EightPuzzleModel implements PlayerModel<EightPuzzleSnapshot>, BoardView {
  readonly rows = 3;
  readonly cols = 3;
  readonly dirty = new DirtySet(9);
  readonly tiles: Uint8Array;
  readonly solvable: boolean;
  slides = 0;
  /** -2 before A* has answered, -1 when it found nothing within the cap. */
  optimal = -2;
  expanded = 0;
  /** A*'s last move in words ('' before its first, and on a board set by hand). */
  step = '';
  private solved: boolean;
  private last = -1;

  constructor(
    tiles: readonly number[],
    /** The visitor's slides that led to these tiles, since a link, Shuffle, Reset or A* last set the board. */
    readonly handMoves = 0,
  ) {
    this.tiles = Uint8Array.from(tiles);
    this.solvable = isSolvable(tiles);
    this.solved = isGoal(tiles);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, a, b] = [ops[at], ops[at + 1], ops[at + 2]];
    if (code === PuzzleOp.Result) {
      this.optimal = a;
      this.expanded = b;
      return;
    }
    this.tiles[b] = this.tiles[a];
    this.tiles[a] = 0;
    this.slides++;
    this.step = slideWords(this.slides, this.optimal, this.tiles[b], a, b);
    this.dirty.mark(this.last);
    this.last = b;
    this.dirty.mark(a);
    this.dirty.mark(b);
    this.settle();
  }

  /** The solved state shows green borders on every tile: a change there redraws them all. */
  private settle(): void {
    const solved = isGoal(Array.from(this.tiles));
    if (solved !== this.solved) this.dirty.markAll();
    this.solved = solved;
  }

  cost(ops: Int32Array, index: number): number {
    return puzzleOpCost(ops[index * OP_WIDTH]);
  }

  clearHighlight(): void {
    this.dirty.mark(this.last);
    this.last = -1;
  }

  get isSolved(): boolean {
    return this.solved;
  }

  /** A* has not answered yet on the board shown: its tiles are still the loaded ones. */
  get beforeSearch(): boolean {
    return this.optimal === -2;
  }

  text = (cell: number) => (this.tiles[cell] ? String(this.tiles[cell]) : '');
  content = (cell: number) => (this.tiles[cell] ? `tile ${this.tiles[cell]}` : 'blank');
  look = (cell: number): CellLook => (this.tiles[cell] === 0 ? 'blank' : this.solved ? 'tileSolved' : 'tile');
  highlighted = (cell: number) => cell === this.last;

  snapshot(): EightPuzzleSnapshot {
    return { tiles: this.tiles.slice(), slides: this.slides, optimal: this.optimal, expanded: this.expanded, step: this.step };
  }

  restore(s: EightPuzzleSnapshot): void {
    this.tiles.set(s.tiles);
    this.slides = s.slides;
    this.optimal = s.optimal;
    this.expanded = s.expanded;
    this.step = s.step;
    this.last = -1;
    this.solved = isGoal(Array.from(this.tiles));
    this.dirty.markAll();
  }
}

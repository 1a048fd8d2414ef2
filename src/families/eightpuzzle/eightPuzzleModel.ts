import { isGoal, isSolvable } from '../../../workers/games/eightPuzzle';
import { PuzzleOp, puzzleOpCost } from '../../../workers/games/eightPuzzleOps';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import type { BoardView, CellLook } from '../../render/board/boardView';
import { DirtySet } from '../../render/dirtySet';
import { type EightPuzzleState, initialEightPuzzleState } from './eightPuzzleState';

/** Where a tile goes when it slides from `from` into the blank at `to` (3 wide). */
const directions: Record<number, string> = { [-1]: 'left', 1: 'right', [-3]: 'up', 3: 'down' };
/** A* move in words: 'move 3 of 20: slide 6 left'. */
export const slideWords = (slide: number, of: number, tile: number, from: number, to: number) =>
  `move ${slide} of ${of}: slide ${tile} ${directions[to - from]}`;

/** The 3×3 tiles, the visitor's slides that led to them, and what A* reported: the optimal length and the states it expanded. */
export class EightPuzzleModel implements PlayerModel<EightPuzzleState>, BoardView {
  readonly rows = 3;
  readonly cols = 3;
  readonly dirty = new DirtySet(9);
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: EightPuzzleState;
  readonly solvable: boolean;
  /** Derived from the tiles (settle), not state: a restore recomputes it. */
  private solved: boolean;
  /** The cell the last slide filled, outlined; not state: a restore shows no highlight, as clearHighlight does. */
  private last = -1;

  constructor(
    tiles: readonly number[],
    /** The visitor's slides that led to these tiles, since a link, Shuffle, Reset or A* last set the board. */
    readonly handMoves = 0,
  ) {
    this.state = initialEightPuzzleState(tiles);
    this.solvable = isSolvable(tiles);
    this.solved = isGoal(tiles);
  }

  /** What the tests and the page read; the adapter reads `state`. */
  get tiles(): Uint8Array {
    return this.state.tiles;
  }

  get slides(): number {
    return this.state.slides;
  }

  get optimal(): number {
    return this.state.optimal;
  }

  get expanded(): number {
    return this.state.expanded;
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, a, b] = [ops[at]!, ops[at + 1]!, ops[at + 2]!];
    const s = this.state;
    if (code === PuzzleOp.Result) {
      s.optimal = a;
      s.expanded = b;
      return;
    }
    s.tiles[b] = s.tiles[a]!;
    s.tiles[a] = 0;
    s.tile = s.tiles[b]!;
    s.slides++;
    s.step = slideWords(s.slides, s.optimal, s.tiles[b]!, a, b);
    this.dirty.mark(this.last);
    this.last = b;
    this.dirty.mark(a);
    this.dirty.mark(b);
    this.settle();
  }

  /** The solved state shows green borders on every tile: a change there redraws them all. */
  private settle(): void {
    const solved = isGoal(Array.from(this.state.tiles));
    if (solved !== this.solved) this.dirty.markAll();
    this.solved = solved;
  }

  cost(ops: Int32Array, index: number): number {
    return puzzleOpCost(ops[index * OP_WIDTH]!);
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
    return this.state.optimal === -2;
  }

  text = (cell: number) => (this.state.tiles[cell] ? String(this.state.tiles[cell]) : '');
  content = (cell: number) => (this.state.tiles[cell] ? `tile ${this.state.tiles[cell]}` : 'blank');
  look = (cell: number): CellLook => (this.state.tiles[cell] === 0 ? 'blank' : this.solved ? 'tileSolved' : 'tile');
  highlighted = (cell: number) => cell === this.last;

  snapshot(): EightPuzzleState {
    return copyState(this.state);
  }

  restore(saved: EightPuzzleState): void {
    restoreState(this.state, saved);
    this.last = -1;
    this.solved = isGoal(Array.from(this.state.tiles));
    this.dirty.markAll();
  }
}

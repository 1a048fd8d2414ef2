/**
 * The least a frame that repaints a game board can cost: the product's own board renderer
 * (`DomBoard`, 9×9 with 3×3 boxes as the sudoku page draws it) alone on a page, with `?cells=K`
 * of its cells given a new digit and look every frame and nothing else on the page. A game row
 * at Fastest changes at least one cell a frame, so the sudoku and N-Queen rows cannot beat this
 * page at the same count. What it measures is the board's style, layout, paint and, under
 * software GL, the GPU process rasterising and compositing the changed cells.
 */
import type { CellLook } from '../../src/render/board/boardView';
import { DomBoard } from '../../src/render/board/DomBoard';
import { DirtySet } from '../../src/render/dirtySet';
import { exposeFrameLoop } from './frameLoop';

const SIDE = 9;
const SIZE = SIDE * SIDE;
const cellsPerFrame = Math.min(SIZE, Math.max(1, Number(new URLSearchParams(window.location.search).get('cells') ?? '1')));
/** The looks a solver run cycles a cell through. */
const looks: CellLook[] = ['plain', 'tried', 'backtracked', 'entry', 'clue'];

const digits = new Uint8Array(SIZE);
const lookOf = new Uint8Array(SIZE);
let highlightedCell = -1;
const view = {
  rows: SIDE,
  cols: SIDE,
  boxSize: 3,
  dirty: new DirtySet(SIZE),
  text: (i: number) => (digits[i] ? String(digits[i]) : ''),
  content: (i: number) => (digits[i] ? String(digits[i]) : 'empty'),
  look: (i: number) => looks[lookOf[i]!]!,
  highlighted: (i: number) => i === highlightedCell,
};

const board = new DomBoard(document.getElementById('board') as HTMLElement, { label: 'Reference board', onActivate: () => {} });
board.setView(view);

let frames = 0;
exposeFrameLoop(() => {
  frames++;
  // A stride coprime with 81 walks every cell, so each frame's cells are spread over the board.
  for (let k = 0; k < cellsPerFrame; k++) {
    const i = ((frames * cellsPerFrame + k) * 7) % SIZE;
    digits[i] = 1 + ((frames + k) % 9);
    lookOf[i] = (frames + k) % looks.length;
    view.dirty.mark(i);
  }
  view.dirty.mark(highlightedCell);
  highlightedCell = (frames * 7) % SIZE;
  view.dirty.mark(highlightedCell);
  board.draw();
});

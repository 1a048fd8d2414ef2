import type { StageRenderer } from '../stageRenderer';
import { extentCss, FIT_SPARE, fitCell, MAX_CELL, MIN_CELL, offsetCss } from './boardGeometry';
import { BOARD_CSS, boxLinesStyle } from './boardStyles';
import type { BoardView, CellLook } from './boardView';
import { cellNameAt } from './cellName';

export interface DomBoardOptions {
  /** The grid's accessible name ('Sudoku board'). */
  label: string;
  /** A click, tap, Enter or Space on a cell. */
  onActivate: (cell: number) => void;
  /**
   * A game's own keys on a focused cell (sudoku's digits): true when the key was the game's.
   * Arrows, Home, End, Enter and Space stay the grid's, and keys with Ctrl, Alt or Meta are not asked about.
   */
  onKey?: (cell: number, key: string) => boolean;
  /** Cells never get smaller than this (the board scrolls instead) nor larger than `maxCell`; boardGeometry's MIN_CELL and MAX_CELL by default. */
  minCell?: number;
  maxCell?: number;
}

/** What a cell shows now: a repaint that changes nothing writes nothing. */
interface Shown {
  text: Text;
  look: CellLook | '';
  highlighted: boolean;
  content: string;
  readOnly: boolean;
}

/**
 * A game board as an ARIA grid of DOM cells (role grid > row > gridcell, reading order), drawn
 * from a BoardView: a frame rewrites only the cells the view marked, and of those only what
 * changed (the text node's data, one `data-look` attribute, the `data-hl` outline, the label).
 * Cells sit at fixed, absolutely placed sizes (boardStyles.ts says why). One cell is in the tab
 * order (roving tabindex); arrows, Home and End move focus; Enter and Space act as a click; a
 * game may take other keys (onKey). A cell the visitor cannot change is aria-readonly.
 */
export class DomBoard implements StageRenderer<BoardView> {
  /** What changed is restyled, laid out and painted on the main thread: Fastest caps operations a frame (StageRenderer). */
  readonly drawsPerChange = true;
  private view: BoardView | null = null;
  private cells: HTMLElement[] = [];
  private shown: Shown[] = [];
  private focusIndex = 0;
  private readonly grid: HTMLElement;
  private readonly style: HTMLStyleElement;
  private readonly resize: ResizeObserver;

  constructor(
    private readonly host: HTMLElement,
    private readonly options: DomBoardOptions,
  ) {
    this.style = document.createElement('style');
    this.style.textContent = BOARD_CSS;
    this.grid = document.createElement('div');
    this.grid.className = 'gb-grid';
    this.grid.setAttribute('role', 'grid');
    this.grid.setAttribute('aria-label', options.label);
    this.grid.addEventListener('click', (e) => this.onClick(e));
    this.grid.addEventListener('keydown', (e) => this.onKey(e));
    host.style.overflowX = 'auto';
    host.append(this.style, this.grid);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(host);
  }

  setView(view: BoardView): void {
    const reshaped =
      !this.view || this.view.rows !== view.rows || this.view.cols !== view.cols || this.view.boxSize !== view.boxSize || this.view.gap !== view.gap;
    this.view = view;
    if (reshaped) this.build(view);
    view.dirty.markAll();
    this.draw();
  }

  draw(): void {
    const view = this.view;
    if (!view || view.dirty.empty) return;
    if (view.dirty.all) for (let i = 0; i < this.cells.length; i++) this.paint(view, i);
    else for (const i of view.dirty.list) this.paint(view, i);
    view.dirty.clear();
  }

  destroy(): void {
    this.resize.disconnect();
    this.grid.remove();
    this.style.remove();
  }

  private build(view: BoardView): void {
    const hadFocus = this.grid.contains(document.activeElement);
    const { rows, cols, boxSize, gap } = view;
    this.grid.replaceChildren();
    this.cells = [];
    this.shown = [];
    this.focusIndex = Math.min(this.focusIndex, rows * cols - 1);
    this.grid.style.width = extentCss(cols, boxSize, gap);
    this.grid.style.height = extentCss(rows, boxSize, gap);
    Object.assign(this.grid.style, boxLinesStyle(view));
    const lefts = Array.from({ length: cols }, (_, c) => offsetCss(c, boxSize, gap));
    for (let r = 0; r < rows; r++) {
      const row = document.createElement('div');
      row.className = 'gb-row';
      row.setAttribute('role', 'row');
      row.style.top = offsetCss(r, boxSize, gap);
      for (let c = 0; c < cols; c++) {
        const cell = document.createElement('div');
        const index = r * cols + c;
        cell.className = 'gb-cell';
        cell.setAttribute('role', 'gridcell');
        cell.dataset.index = String(index);
        cell.tabIndex = index === this.focusIndex ? 0 : -1;
        cell.style.left = lefts[c]!;
        const text = document.createTextNode('');
        cell.append(text);
        row.append(cell);
        this.cells.push(cell);
        this.shown.push({ text, look: '', highlighted: false, content: '', readOnly: false });
      }
      this.grid.append(row);
    }
    this.fit();
    if (hadFocus) this.cells[this.focusIndex]?.focus();
  }

  /** Cells as large as the host's width allows, within the size limits. */
  private fit(): void {
    const view = this.view;
    if (!view) return;
    const { minCell = MIN_CELL, maxCell = MAX_CELL } = this.options;
    const size = fitCell(this.host.clientWidth - FIT_SPARE, view.cols, view.boxSize, minCell, maxCell, view.gap);
    this.grid.style.setProperty('--cell', `${size}px`);
  }

  private paint(view: BoardView, i: number): void {
    const cell = this.cells[i];
    const shown = this.shown[i];
    if (!cell || !shown) return;
    const text = view.text(i);
    if (shown.text.data !== text) shown.text.data = text;
    const look = view.look(i);
    if (shown.look !== look) {
      shown.look = look;
      cell.dataset.look = look;
    }
    const highlighted = view.highlighted(i);
    if (shown.highlighted !== highlighted) {
      shown.highlighted = highlighted;
      cell.toggleAttribute('data-hl', highlighted);
    }
    const readOnly = view.readOnly?.(i) ?? false;
    if (shown.readOnly !== readOnly) {
      shown.readOnly = readOnly;
      if (readOnly) cell.setAttribute('aria-readonly', 'true');
      else cell.removeAttribute('aria-readonly');
    }
    const content = view.content(i);
    if (shown.content !== content) {
      shown.content = content;
      cell.setAttribute('aria-label', `${cellNameAt(i, view.cols)}, ${content}`);
    }
  }

  private indexOf(target: EventTarget | null): number {
    const cell = target instanceof HTMLElement ? target.closest<HTMLElement>('[role="gridcell"]') : null;
    return cell ? Number(cell.dataset.index) : -1;
  }

  private onClick(event: MouseEvent): void {
    const i = this.indexOf(event.target);
    if (i < 0) return;
    this.moveFocus(i);
    this.options.onActivate(i);
  }

  private onKey(event: KeyboardEvent): void {
    const view = this.view;
    const i = this.indexOf(event.target);
    if (!view || i < 0) return;
    const [r, c] = [Math.floor(i / view.cols), i % view.cols];
    const moves: Record<string, number> = {
      ArrowUp: Math.max(0, r - 1) * view.cols + c,
      ArrowDown: Math.min(view.rows - 1, r + 1) * view.cols + c,
      ArrowLeft: r * view.cols + Math.max(0, c - 1),
      ArrowRight: r * view.cols + Math.min(view.cols - 1, c + 1),
      Home: r * view.cols,
      End: r * view.cols + view.cols - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      this.moveFocus(moves[event.key]!);
      this.cells[this.focusIndex]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.options.onActivate(i);
    } else if (!event.ctrlKey && !event.altKey && !event.metaKey && this.options.onKey?.(i, event.key)) {
      event.preventDefault();
    }
  }

  private moveFocus(i: number): void {
    this.cells[this.focusIndex]?.setAttribute('tabindex', '-1');
    this.focusIndex = i;
    this.cells[i]?.setAttribute('tabindex', '0');
  }
}

/** A RendererFactory for StageFrame (DOM only: nothing to import lazily). */
export const domBoardFactory = (options: DomBoardOptions) => (host: HTMLElement) => Promise.resolve(new DomBoard(host, options));

import type { StageRenderer } from '../../render/stageRenderer';
import type { BoardView } from './boardView';
import { cellLooks, HIGHLIGHT_OUTLINE } from './cellLooks';

export interface DomBoardOptions {
  /** The grid's accessible name ('Sudoku board'). */
  label: string;
  /** A click, tap, Enter or Space on a cell. */
  onActivate: (cell: number) => void;
  /** Cells never get smaller than this (the board scrolls instead) nor larger than `maxCell`. */
  minCell?: number;
  maxCell?: number;
}

const GAP = 2;

/**
 * A game board as an ARIA grid of DOM cells (role grid > row > gridcell, reading order), drawn
 * from a BoardView: a frame rewrites only the cells the view marked. One cell is in the tab
 * order (roving tabindex); arrows, Home and End move focus; Enter and Space act as a click.
 */
export class DomBoard implements StageRenderer<BoardView> {
  private view: BoardView | null = null;
  private cells: HTMLElement[] = [];
  /** What each cell shows now (text, look, outline, label): a repaint that changes nothing writes nothing. */
  private shown: string[] = [];
  private focusIndex = 0;
  private readonly grid: HTMLElement;
  private readonly resize: ResizeObserver;

  constructor(
    private readonly host: HTMLElement,
    private readonly options: DomBoardOptions,
  ) {
    this.grid = document.createElement('div');
    this.grid.setAttribute('role', 'grid');
    this.grid.setAttribute('aria-label', options.label);
    this.grid.style.cssText = `display:grid;gap:${GAP}px;margin:0 auto;width:max-content;user-select:none;touch-action:manipulation`;
    this.grid.addEventListener('click', (e) => this.onClick(e));
    this.grid.addEventListener('keydown', (e) => this.onKey(e));
    host.style.overflowX = 'auto';
    host.append(this.grid);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(host);
  }

  setView(view: BoardView): void {
    const reshaped = !this.view || this.view.rows !== view.rows || this.view.cols !== view.cols;
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
  }

  private build(view: BoardView): void {
    const hadFocus = this.grid.contains(document.activeElement);
    this.grid.replaceChildren();
    this.cells = [];
    this.shown = [];
    this.focusIndex = Math.min(this.focusIndex, view.rows * view.cols - 1);
    this.grid.style.gridTemplateRows = `repeat(${view.rows}, auto)`;
    for (let r = 0; r < view.rows; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.style.cssText = `display:grid;grid-template-columns:repeat(${view.cols}, auto);gap:${GAP}px`;
      for (let c = 0; c < view.cols; c++) {
        const cell = document.createElement('div');
        const index = r * view.cols + c;
        cell.setAttribute('role', 'gridcell');
        cell.dataset.index = String(index);
        cell.tabIndex = index === this.focusIndex ? 0 : -1;
        cell.style.cssText = 'width:var(--cell);height:var(--cell);display:flex;align-items:center;justify-content:center;border-radius:4px;cursor:pointer;font-size:calc(var(--cell) * 0.55);line-height:1;box-sizing:border-box;outline-offset:-3px';
        const box = view.boxSize;
        if (box) {
          // Wider gaps between boxes: margins widen the auto tracks, the cells stay square.
          if (c % box === 0 && c > 0) cell.style.marginLeft = '3px';
          if (r % box === 0 && r > 0) cell.style.marginTop = '3px';
        }
        row.append(cell);
        this.cells.push(cell);
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
    const { minCell = 32, maxCell = 64 } = this.options;
    const extra = view.boxSize ? (view.cols / view.boxSize) * 3 : 0;
    const room = (this.host.clientWidth - (view.cols - 1) * GAP - extra - 4) / view.cols;
    const size = Math.max(minCell, Math.min(maxCell, Math.floor(room) || maxCell));
    this.grid.style.setProperty('--cell', `${size}px`);
  }

  private paint(view: BoardView, i: number): void {
    const cell = this.cells[i];
    if (!cell) return;
    const text = view.text(i);
    const lookName = view.look(i);
    const highlighted = view.highlighted(i);
    const content = view.content(i);
    // Every reload repaints the whole board (setView marks all): most cells look as before, and
    // rewriting their styles anyway made the browser restyle the whole board each run.
    const key = `${text}|${lookName}|${highlighted}|${content}`;
    if (this.shown[i] === key) return;
    this.shown[i] = key;
    const look = cellLooks[lookName];
    if (cell.textContent !== text) cell.textContent = text;
    cell.setAttribute('aria-label', `row ${Math.floor(i / view.cols) + 1}, column ${(i % view.cols) + 1}, ${content}`);
    cell.dataset.look = lookName;
    cell.style.background = look.bg;
    cell.style.color = look.fg;
    cell.style.fontWeight = look.bold ? '700' : '400';
    cell.style.border = `2px solid ${look.border}`;
    cell.style.outline = highlighted ? `3px solid ${HIGHLIGHT_OUTLINE}` : '';
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
      this.moveFocus(moves[event.key]);
      this.cells[this.focusIndex]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.options.onActivate(i);
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

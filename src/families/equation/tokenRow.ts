import { type CellMetrics, cellWidth, fitRowWindow } from './rowWindow';

/**
 * One row of the equation stage (the tape, a stack, the output queue, the working list): a
 * label and a fixed pool of cells, showing a window of the row's items around a focus, so a
 * long expression never costs more DOM nodes. The window holds only the cells that fit the
 * row's width whole (`fitRowWindow`), on one line or, for the tape on a phone, wrapped onto a
 * few (a 15-token expression is whole at 360 px), and ellipses at the ends (CSS, no nodes) say
 * more items lie beyond it. The strip never scrolls: a scrollable region would need its own
 * keyboard stop, and the progress bar already moves the window.
 */
export interface RowCell {
  text: string;
  /** Styles the cell: 'current', 'read', 'top', 'value', 'segment'... ('' for plain). */
  state: string;
  /** A pointer mark under the cell ('L', 'R'), or ''. */
  pointer?: string;
}

export class TokenRow {
  readonly element: HTMLElement;
  private readonly strip: HTMLElement;
  /** The pool in DOM order: cells[i] shows item `start + i`. */
  private readonly cells: HTMLElement[] = [];
  private start = 0;

  constructor(
    label: string,
    private readonly poolSize: number,
    readonly testId: string,
  ) {
    this.element = document.createElement('div');
    this.element.className = 'eqs-row';
    this.element.dataset.testid = testId;
    const caption = document.createElement('div');
    caption.className = 'eqs-label';
    caption.textContent = label;
    this.strip = document.createElement('div');
    this.strip.className = 'eqs-strip';
    for (let i = 0; i < poolSize; i++) {
      const cell = document.createElement('span');
      cell.className = 'eqs-cell';
      this.strip.append(cell);
      this.cells.push(cell);
    }
    this.element.append(caption, this.strip);
  }

  /**
   * Shows `count` items through `cellAt`, keeping `focus` in view: centred when `align` is
   * 'centre' (the tape), the last items when 'end' (a stack's top). `room` is the strip's
   * width and `metrics` its cells' (measured at the last resize); without them (the stage not
   * laid out yet) the window is the whole pool. `lines` above 1 wraps the strip onto that many.
   */
  show(
    count: number,
    cellAt: (index: number) => RowCell,
    focus: number,
    align: 'centre' | 'end',
    room: number,
    metrics: CellMetrics | null,
    lines = 1,
  ): void {
    const size = this.poolSize;
    const widthOf = metrics ? (index: number) => cellWidth(metrics, cellAt(index).text) : () => 0;
    const { start, end } = fitRowWindow(count, focus, widthOf, metrics ? room : Number.POSITIVE_INFINITY, metrics ?? UNMEASURED, size, align, lines);
    this.rotateTo(start);
    // Attribute writes only when the value changes: each write invalidates the cell's style,
    // and most frames change two or three cells of a row.
    setData(this.strip, 'wrap', String(lines > 1));
    setData(this.strip, 'moreBefore', String(start > 0));
    setData(this.strip, 'moreAfter', String(end < count));
    setData(this.strip, 'empty', String(count === 0));
    for (let i = 0; i < size; i++) {
      const cell = this.cells[i]!;
      const index = start + i;
      if (index >= end) {
        if (!cell.hidden) cell.hidden = true;
        continue;
      }
      const { text, state, pointer = '' } = cellAt(index);
      if (cell.hidden) cell.hidden = false;
      if (cell.textContent !== text) cell.textContent = text;
      setData(cell, 'state', state);
      setData(cell, 'pointer', pointer);
    }
  }

  /** Empties the row for a new run of the same shape, keeping its nodes (a reload builds none). */
  reset(): void {
    this.show(0, () => ({ text: '', state: '' }), -1, 'centre', 0, null);
  }

  /**
   * Moves the window to `start` by moving the cells that leave it to the side that enters it,
   * so the cells still in view keep their text: a step that moves the window by one item
   * rewrites one cell, not the whole pool (each rewritten text is laid out again).
   */
  private rotateTo(start: number): void {
    const shift = start - this.start;
    this.start = start;
    if (shift === 0 || Math.abs(shift) >= this.poolSize) return;
    if (shift > 0) {
      const leaving = this.cells.splice(0, shift);
      this.strip.append(...leaving);
      this.cells.push(...leaving);
    } else {
      const leaving = this.cells.splice(this.cells.length + shift, -shift);
      this.strip.prepend(...leaving);
      this.cells.unshift(...leaving);
    }
  }
}

/** Metrics for a row not yet measured: every cell 0 px wide, so the pool alone bounds the window. */
const UNMEASURED: CellMetrics = { min: 0, base: 0, perChar: 0, gap: 0, cue: 0 };

function setData(el: HTMLElement, key: string, value: string): void {
  if (el.dataset[key] !== value) el.dataset[key] = value;
}

/**
 * One row of the equation stage (the tape, a stack, the output queue, the working list): a
 * label and a fixed pool of cells, showing a window of the row's items around a focus, so a
 * long expression never costs more DOM nodes. Ellipses at the ends (CSS, no nodes) say more
 * items lie beyond the window. The strip scrolls only programmatically, to its focus: a
 * scrollable region would need its own keyboard stop, and the progress bar already moves it.
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
  private focusCell: HTMLElement | null = null;
  private align: 'centre' | 'end' = 'centre';
  /** Set by reset(): the next scroll goes back to the row's start even without a focus. */
  private scrollHome = false;

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
   * 'centre' (the tape), the last items when 'end' (a stack's top).
   */
  show(count: number, cellAt: (index: number) => RowCell, focus: number, align: 'centre' | 'end' = 'centre'): void {
    const size = this.poolSize;
    const wanted = align === 'end' ? count - size : focus - Math.floor(size / 2);
    const start = Math.max(0, Math.min(wanted, count - size));
    this.rotateTo(start);
    // Attribute writes only when the value changes: each write invalidates the cell's style,
    // and most frames change two or three cells of a row.
    setData(this.strip, 'moreBefore', String(start > 0));
    setData(this.strip, 'moreAfter', String(start + size < count));
    setData(this.strip, 'empty', String(count === 0));
    this.align = align;
    this.focusCell = null;
    for (let i = 0; i < size; i++) {
      const cell = this.cells[i];
      const index = start + i;
      if (index >= count) {
        if (!cell.hidden) cell.hidden = true;
        continue;
      }
      const { text, state, pointer = '' } = cellAt(index);
      if (cell.hidden) cell.hidden = false;
      if (cell.textContent !== text) cell.textContent = text;
      setData(cell, 'state', state);
      setData(cell, 'pointer', pointer);
      if (index === focus) this.focusCell = cell;
    }
  }

  /** Empties the row for a new run of the same shape, keeping its nodes (a reload builds none). */
  reset(): void {
    this.show(0, () => ({ text: '', state: '' }), -1);
    this.scrollHome = true;
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

  /**
   * Scrolls the strip to the focus shown last. Called after every row has been written, so a
   * frame measures the layout once rather than once per row. The strip is the cells' offset
   * parent (position: relative), so offsetLeft is within it. Inside the strip only
   * (scrollIntoView would move the page too).
   */
  scrollToFocus(): void {
    const cell = this.focusCell;
    if (cell) this.strip.scrollLeft = cell.offsetLeft - (this.strip.clientWidth - cell.offsetWidth) / 2;
    else if (this.align === 'end') this.strip.scrollLeft = this.strip.scrollWidth;
    else if (this.scrollHome) this.strip.scrollLeft = 0;
    this.scrollHome = false;
  }
}

function setData(el: HTMLElement, key: string, value: string): void {
  if (el.dataset[key] !== value) el.dataset[key] = value;
}

/**
 * Which of a row's items the stage shows: as many whole cells as fit the row's width, around a
 * focus, with room kept for the '…' cue on each side that hides items. Plain arithmetic on
 * widths measured once per resize (the cells' font is monospace, so a cell's width follows
 * from its text's length), so a frame reads no layout to choose its window.
 */

/** A row's geometry in CSS px, from `measureCells` (cells) and the stage's CSS (gap, cue). */
export interface CellMetrics {
  /** The narrowest cell (its min-width): a one-character text. */
  min: number;
  /** A cell's width without its text: padding and border. */
  base: number;
  /** Width of one character of a cell's text. */
  perChar: number;
  /** The strip's gap between two cells, or a cell and a cue. */
  gap: number;
  /** The width of one '…' cue. */
  cue: number;
}

export const cellWidth = (m: CellMetrics, text: string) => Math.max(m.min, m.base + m.perChar * text.length);

export interface RowWindow {
  /** The first item shown. */
  start: number;
  /** One past the last item shown. */
  end: number;
}

/**
 * The window of `count` items that fits `room` px: always the focus (clamped into the items),
 * then cells added one at a time, to the side with fewer cells for 'centre' (the tape) or to
 * the left first for 'end' (a stack, whose focus is its top), while the cells, their gaps and
 * a cue on each side still hiding items fit. At most `limit` cells (the row's DOM pool).
 */
export function fitRowWindow(count: number, focus: number, widthOf: (index: number) => number, room: number, m: CellMetrics, limit: number, align: 'centre' | 'end'): RowWindow {
  if (count <= 0 || limit <= 0) return { start: 0, end: 0 };
  const f = Math.max(0, Math.min(focus, count - 1));
  let start = f;
  let end = f + 1;
  let used = widthOf(f);
  const cues = (s: number, e: number) => (s > 0 ? m.cue + m.gap : 0) + (e < count ? m.cue + m.gap : 0);
  const tryLeft = () => {
    if (start === 0) return false;
    const next = used + m.gap + widthOf(start - 1);
    if (next + cues(start - 1, end) > room) return false;
    start--;
    used = next;
    return true;
  };
  const tryRight = () => {
    if (end === count) return false;
    const next = used + m.gap + widthOf(end);
    if (next + cues(start, end + 1) > room) return false;
    end++;
    used = next;
    return true;
  };
  while (end - start < limit) {
    const leftFirst = align === 'end' || f - start <= end - 1 - f;
    const grown = leftFirst ? tryLeft() || tryRight() : tryRight() || tryLeft();
    if (!grown) break;
  }
  return { start, end };
}

/**
 * Which of a row's items the stage shows: as many whole cells as fit the row's width (or, for
 * the tape on a phone, its lines), around a focus, with room kept for the '…' cue on each side
 * that hides items. Plain arithmetic on widths measured once per resize (the cells' font is
 * monospace, so a cell's width follows from its text's length), so a frame reads no layout to
 * choose its window.
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
 * How many lines the items start..end-1 take in a strip `room` px wide that wraps (as flex-wrap
 * does, a gap between two items on a line), with a cue before and after them where items are
 * hidden. An item wider than the room takes a line of its own.
 */
export function linesTaken(start: number, end: number, count: number, widthOf: (index: number) => number, room: number, m: CellMetrics): number {
  let lines = 1;
  let x = -1;
  const place = (width: number) => {
    if (x < 0) x = width;
    else if (x + m.gap + width > room) {
      lines++;
      x = width;
    } else x += m.gap + width;
  };
  if (start > 0) place(m.cue);
  for (let i = start; i < end; i++) place(widthOf(i));
  if (end < count) place(m.cue);
  return lines;
}

/**
 * The window of `count` items that fits `lines` lines of `room` px (one line: a strip that
 * never wraps; more: the tape on a phone, which wraps rather than hide tokens it has room for):
 * always the focus (clamped into the items), then cells added one at a time, to the side with
 * fewer cells for 'centre' (the tape) or to the left first for 'end' (a stack, whose focus is
 * its top), while the cells, their gaps and a cue on each side still hiding items fit. At most
 * `limit` cells (the row's DOM pool).
 */
export function fitRowWindow(
  count: number,
  focus: number,
  widthOf: (index: number) => number,
  room: number,
  m: CellMetrics,
  limit: number,
  align: 'centre' | 'end',
  lines = 1,
): RowWindow {
  if (count <= 0 || limit <= 0) return { start: 0, end: 0 };
  const f = Math.max(0, Math.min(focus, count - 1));
  // Each width once: a window is tried up to `limit` times, and a cell's text is read to size it.
  const first = Math.max(0, f - limit);
  const widths: number[] = [];
  const width = (index: number) => (widths[index - first] ??= widthOf(index));
  const fits = (s: number, e: number) => linesTaken(s, e, count, width, room, m) <= lines;
  let start = f;
  let end = f + 1;
  const tryLeft = () => {
    if (start === 0 || !fits(start - 1, end)) return false;
    start--;
    return true;
  };
  const tryRight = () => {
    if (end === count || !fits(start, end + 1)) return false;
    end++;
    return true;
  };
  while (end - start < limit) {
    const leftFirst = align === 'end' || f - start <= end - 1 - f;
    const grown = leftFirst ? tryLeft() || tryRight() : tryRight() || tryLeft();
    if (!grown) break;
  }
  return { start, end };
}

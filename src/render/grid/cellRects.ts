/** A rectangle of whole cells: [first column, first row, column after the last, row after the last]. */
export type CellRect = readonly [c0: number, r0: number, c1: number, r1: number];

/**
 * The rectangles a partial redraw repaints for the cells that changed: each run of changed
 * cells along a row is one rectangle (a gap of up to `mergeGap` unchanged cells is drawn too,
 * since a quad's fixed cost outweighs a few cells' pixels). Returns null when a redraw of the
 * whole square is as cheap: more than `fullShare` of the cells changed, or more than `maxRects`
 * rectangles would be needed. Under software WebGL a frame's cost is per pixel, so a few
 * changed cells repaint a few cells' worth of pixels instead of the whole canvas.
 */
export function cellRects(
  changed: readonly number[],
  columns: number,
  rows: number,
  maxRects: number,
  fullShare = 0.6,
  mergeGap = 1,
): CellRect[] | null {
  if (changed.length === 0) return [];
  if (changed.length > fullShare * columns * rows) return null;
  const sorted = Int32Array.from(changed).sort();
  const rects: [number, number, number, number][] = [];
  let last: [number, number, number, number] | null = null;
  for (const cell of sorted) {
    const r = Math.floor(cell / columns);
    const c = cell % columns;
    if (last && last[1] === r && c - last[2] <= mergeGap) last[2] = Math.max(last[2], c + 1);
    else {
      if (rects.length === maxRects) return null;
      last = [c, r, c + 1, r + 1];
      rects.push(last);
    }
  }
  return rects;
}

/** Pixels between neighbouring cells. */
export const GAP = 2;
/** Extra pixels between boxes (sudoku's 3×3 blocks), on top of the gap. */
export const BOX_GAP = 3;

/**
 * Where a row or column starts, as CSS: `calc(var(--cell) * i + Npx)`. The board places every
 * cell absolutely (see DomBoard), so only `--cell` changes when the board is resized, and a
 * box boundary before index i adds BOX_GAP once per boundary crossed.
 */
export function offsetCss(i: number, boxSize?: number): string {
  return `calc(var(--cell) * ${i} + ${offsetPx(i, boxSize)}px)`;
}

/** The fixed part of an offset: the gaps and box gaps before index i. */
export function offsetPx(i: number, boxSize?: number): number {
  const boxes = boxSize ? Math.floor(i / boxSize) : 0;
  return i * GAP + boxes * BOX_GAP;
}

/** The board's extent along an axis of `count` cells, as CSS. */
export function extentCss(count: number, boxSize?: number): string {
  return `calc(var(--cell) * ${count} + ${extentPx(count, boxSize)}px)`;
}

/** The fixed part of the extent: the gaps between `count` cells and the box gaps among them. */
export function extentPx(count: number, boxSize?: number): number {
  return count > 0 ? offsetPx(count - 1, boxSize) : 0;
}

/**
 * The cell size in whole pixels that fits `count` cells (and their gaps) into `room` pixels,
 * within [min, max]: a board narrower than its cells at `min` scrolls sideways instead.
 */
export function fitCell(room: number, count: number, boxSize: number | undefined, min: number, max: number): number {
  const size = Math.floor((room - extentPx(count, boxSize)) / count);
  return Math.max(min, Math.min(max, Number.isFinite(size) ? size : max));
}

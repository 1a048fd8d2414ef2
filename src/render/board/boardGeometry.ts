/** Pixels between neighbouring cells, unless the board says otherwise (BoardView.gap). */
export const GAP = 2;
/** Extra pixels between boxes (sudoku's 3×3 blocks), on top of the gap. */
export const BOX_GAP = 3;
/** The line drawn in each box boundary's wider gap, centred in it, so the boxes stand out (boardStyles.ts). */
export const BOX_LINE = 3;

/** Issue 13: cells are at least this big on a 360 px phone… */
export const MIN_CELL = 32;
/** …except where a board may shrink to fit (N-Queen above 10), down to this. */
export const MIN_SHRUNK_CELL = 20;
/** Cells grow with the room up to this, unless a board allows larger. */
export const MAX_CELL = 64;
/** Pixels of the host's width the board leaves free, so it never makes its host scroll when it fits. */
export const FIT_SPARE = 4;

/**
 * Where a row or column starts, as CSS: `calc(var(--cell) * i + Npx)`. The board places every
 * cell absolutely (see DomBoard), so only `--cell` changes when the board is resized, and a
 * box boundary before index i adds BOX_GAP once per boundary crossed.
 */
export function offsetCss(i: number, boxSize?: number, gap = GAP): string {
  return `calc(var(--cell) * ${i} + ${offsetPx(i, boxSize, gap)}px)`;
}

/** The fixed part of an offset: the gaps and box gaps before index i. */
export function offsetPx(i: number, boxSize?: number, gap = GAP): number {
  const boxes = boxSize ? Math.floor(i / boxSize) : 0;
  return i * gap + boxes * BOX_GAP;
}

/** The board's extent along an axis of `count` cells, as CSS. */
export function extentCss(count: number, boxSize?: number, gap = GAP): string {
  return `calc(var(--cell) * ${count} + ${extentPx(count, boxSize, gap)}px)`;
}

/** The fixed part of the extent: the gaps between `count` cells and the box gaps among them. */
export function extentPx(count: number, boxSize?: number, gap = GAP): number {
  return count > 0 ? offsetPx(count - 1, boxSize, gap) : 0;
}

/** Where each line between boxes starts along an axis of `count` cells, as CSS: centred in the boundary's gap. */
export function boxLineOffsetsCss(count: number, boxSize: number, gap = GAP): string[] {
  const offsets: string[] = [];
  for (let i = boxSize; i < count; i += boxSize) {
    // Cell i - 1 ends at var(--cell) * i + offsetPx(i - 1); the boundary's gap is gap + BOX_GAP wide.
    offsets.push(`calc(var(--cell) * ${i} + ${offsetPx(i - 1, boxSize, gap) + (gap + BOX_GAP - BOX_LINE) / 2}px)`);
  }
  return offsets;
}

/**
 * The cell size in whole pixels that fits `count` cells (and their gaps) into `room` pixels,
 * within [min, max]: a board narrower than its cells at `min` scrolls sideways instead.
 */
export function fitCell(room: number, count: number, boxSize: number | undefined, min: number, max: number, gap = GAP): number {
  const size = Math.floor((room - extentPx(count, boxSize, gap)) / count);
  return Math.max(min, Math.min(max, Number.isFinite(size) ? size : max));
}

/**
 * fitCell's board side as CSS, for a host `width` wide (a CSS length such as `100cqi`): the
 * same whole-pixel cell within [min, max] times `count`, plus the gaps, so a box can hold the
 * board's size before the board is built (GameStage, GameLoading).
 */
export function fittedSideCss(width: string, count: number, boxSize: number | undefined, min: number, max: number, gap = GAP): string {
  const fixed = extentPx(count, boxSize, gap);
  const cell = `clamp(${min}px, round(down, (${width} - ${FIT_SPARE + fixed}px) / ${count}, 1px), ${max}px)`;
  return `calc(${cell} * ${count} + ${fixed}px)`;
}

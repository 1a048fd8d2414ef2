/**
 * Where the lanes' canvas (lanesCanvas.ts) puts titles and chips, in CSS pixels. The room the
 * stage keeps for the lanes is laid out by the browser from laneRow.ts's CSS (laneRuler.ts, and
 * the stage's stand-in while its code loads), so these are that CSS's sizes at the stage's 13 px
 * font, each rounded down: the canvas then fits at least as many chips in a row and never needs
 * more rows than the room kept.
 */

/** The title column: 6em (78 px) and the 6 px gap before the chips. */
export const TITLE_COLUMN_PX = 84;
/** A chip: 2.2em of text (28.6 px) and 3 px of padding each side, one line (18.2 px) and 1 px above and below. */
export const CHIP_WIDTH_PX = 34;
export const CHIP_HEIGHT_PX = 20;
/** From one chip to the next, and one row of chips to the next (2 px margins each side: 38.6 and 24.2 in CSS). */
export const CHIP_PITCH_PX = 38;
export const ROW_PX = 24;

/** Chips in one row of a lane on a canvas `width` wide (at least one). */
export const chipsPerRow = (width: number): number => Math.max(1, Math.floor((width - TITLE_COLUMN_PX) / CHIP_PITCH_PX));

/** Rows a lane of `count` chips takes (an empty lane keeps one, for its dash). */
export const laneRows = (count: number, perRow: number): number => Math.max(1, Math.ceil(count / perRow));

/** The top-left corner of chip `index` in a lane whose top is `top`. */
export function chipCorner(index: number, perRow: number, top: number): [x: number, y: number] {
  return [TITLE_COLUMN_PX + (index % perRow) * CHIP_PITCH_PX, top + Math.floor(index / perRow) * ROW_PX + (ROW_PX - CHIP_HEIGHT_PX) / 2];
}

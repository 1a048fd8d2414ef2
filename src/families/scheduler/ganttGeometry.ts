/** The Gantt chart's sizes, in CSS pixels (its box, ganttBox.ts, and its drawing, ganttPainter.ts). */

/** Width of one clock tick in the Gantt chart; a long run scrolls inside the chart's box. */
export const TICK_PX = 28;
/** A slice's bar, the line of its start time below it, and the scroll cue under that. */
export const BAR_PX = 26;
export const TIME_LINE_PX = 16;
export const CUE_GAP_PX = 2;
export const CUE_PX = 3;
/** The chart's drawn height. */
export const GANTT_HEIGHT_PX = BAR_PX + TIME_LINE_PX + CUE_GAP_PX + CUE_PX;
/** Room after the last slice for the end time's label (three digits at 11 px). */
export const END_LABEL_PX = 32;

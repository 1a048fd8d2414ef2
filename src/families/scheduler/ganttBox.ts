import { GANTT_HEIGHT_PX } from './ganttGeometry';

/**
 * The chart's look that inline styles cannot give: a focus ring drawn inside its box (the stage
 * clips what lies outside it), and a hand while it can be dragged.
 */
export const GANTT_CSS =
  '.sg-box:focus-visible{outline:2px solid #ffd54f;outline-offset:-2px}.sg-box[data-draggable]{cursor:grab}.sg-box[data-draggable]:active{cursor:grabbing}';

/**
 * The chart's box, empty: as tall as with slices. The stage's stand-in (StageReserve.tsx) builds
 * its row with this too, so the two cannot differ in height; it lives apart from the chart
 * (ganttChart.ts) so the page's own code does not carry the chart's drawing, which comes with the
 * stage's.
 */
export function createGanttBox(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sg-box';
  // Vertical drags still scroll the page on a phone; sideways ones scroll the chart.
  element.style.cssText = `position:relative;box-sizing:content-box;height:${GANTT_HEIGHT_PX}px;padding-bottom:4px;border-top:1px solid rgba(255,255,255,0.3);touch-action:pan-y`;
  return element;
}

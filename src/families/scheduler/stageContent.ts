import { GANTT_CSS } from './ganttBox';
import { LANE_CSS } from './laneRow';
import { Lane } from './schedulerModel';

/** The stage's lanes, top to bottom. */
export const laneNames: readonly (readonly [lane: number, title: string])[] = [
  [Lane.Incoming, 'Incoming'],
  [Lane.Queue, 'Queue'],
  [Lane.Running, 'Running'],
  [Lane.Completed, 'Completed'],
];

export const laneTitles = laneNames.map(([, title]) => title);

/**
 * The column the scheduler's stage lays out: the clock's line, the lanes and the Gantt chart's
 * row. Both the stage (domSchedulerStage.ts) and its stand-in while the stage's code loads
 * (StageReserve.tsx) are built by this one function, so the stand-in is as tall as the stage
 * will be: the page below does not move when the stage arrives.
 *
 * `lanes` share one grid cell (the lanes shown and their ruler, laneRuler.ts): the cell is as
 * tall as the tallest of them.
 */
export function createStageContent(lanes: readonly HTMLElement[], gantt: HTMLElement): { content: HTMLElement; clock: Text } {
  const content = document.createElement('div');
  content.style.cssText = 'display:flex;flex-direction:column;gap:6px;font:13px/1.4 system-ui,sans-serif;color:#eceff1;padding:4px';
  const clockLine = document.createElement('div');
  const clock = clockLine.appendChild(document.createTextNode(''));
  const cell = document.createElement('div');
  cell.style.cssText = 'display:grid;grid-template-columns:minmax(0,1fr)';
  for (const layer of lanes) layer.style.gridArea = '1 / 1';
  cell.append(...lanes);
  // The chart's box has a fixed height, which a flex column would shrink first.
  gantt.style.flex = 'none';
  const style = document.createElement('style');
  style.textContent = LANE_CSS + GANTT_CSS;
  content.append(style, clockLine, cell, gantt);
  return { content, clock };
}

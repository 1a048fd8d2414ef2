import type { StageRenderer } from '../../render/stageRenderer';
import { GANTT_CSS, GanttChart } from './ganttChart';
import { membersOf } from './laneMembers';
import { LANE_CSS, LaneRow } from './laneRow';
import { Lane, type SchedulerModel } from './schedulerModel';

const laneNames: [lane: number, title: string][] = [
  [Lane.Incoming, 'Incoming'],
  [Lane.Queue, 'Queue'],
  [Lane.Running, 'Running'],
  [Lane.Completed, 'Completed'],
];

/**
 * The scheduler's stage, drawn in the DOM: the clock, four lanes and a Gantt chart that grows
 * with the clock. It redraws only when the model's version moved, and then writes only what
 * changed (laneRow.ts, ganttChart.ts): at Fastest a frame on a slow phone has room for a few
 * dozen DOM writes, not a rebuild.
 */
export class DomSchedulerStage implements StageRenderer<SchedulerModel> {
  private model: SchedulerModel | null = null;
  private drawn = -1;
  /** The clock's Text node, rewritten in place every frame (see processTableRows.ts). */
  private readonly clock: Text;
  private readonly lanes: LaneRow[];
  private readonly gantt: GanttChart;
  private readonly root: HTMLElement;

  constructor(host: HTMLElement) {
    const root = document.createElement('div');
    this.root = root;
    // Both boxes scroll, so both take keyboard focus (arrow keys scroll them).
    root.tabIndex = 0;
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Lanes and Gantt chart');
    root.style.cssText = 'contain:strict;height:100%;overflow-y:auto;display:flex;flex-direction:column;gap:6px;font:13px/1.4 system-ui,sans-serif;color:#eceff1;padding:4px';
    const clock = document.createElement('div');
    this.clock = clock.appendChild(document.createTextNode(''));
    const lanes = document.createElement('div');
    this.lanes = laneNames.map(([, title]) => new LaneRow(title));
    lanes.append(...this.lanes.map((lane) => lane.element));
    this.gantt = new GanttChart();
    // The stage is a column of fixed height that scrolls when the lanes wrap (50 processes on a
    // phone). The chart hides its own vertical overflow, so the column would shrink it first, to
    // a line of a few pixels: it keeps its height and the stage scrolls instead.
    this.gantt.element.style.flex = 'none';
    const style = document.createElement('style');
    style.textContent = LANE_CSS + GANTT_CSS;
    root.append(style, clock, lanes, this.gantt.element);
    host.append(root);
  }

  static async create(host: HTMLElement): Promise<DomSchedulerStage> {
    return new DomSchedulerStage(host);
  }

  setView(view: SchedulerModel): void {
    this.model = view;
    this.drawn = -1;
    this.draw();
  }

  draw(): void {
    const model = this.model;
    if (!model || model.version === this.drawn) return;
    this.drawn = model.version;
    const clock = `Time ${model.clock}`;
    if (this.clock.data !== clock) this.clock.data = clock;
    const highlighted = model.last[1];
    for (let i = 0; i < laneNames.length; i++) this.lanes[i].show(membersOf(model, laneNames[i][0]), highlighted);
    this.gantt.draw(model.slices);
  }

  destroy(): void {
    this.gantt.destroy();
    // Only this stage's own box: under React's StrictMode a second stage may already share the
    // host (created before the first one's creation resolved and was thrown away).
    this.root.remove();
    this.model = null;
  }
}

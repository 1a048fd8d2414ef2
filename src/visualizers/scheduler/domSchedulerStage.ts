import type { StageRenderer } from '../../render/stageRenderer';
import type { Slice } from '../../../workers/scheduler/simulate';
import { Lane, type SchedulerModel } from './schedulerModel';

/** Width of one clock tick in the Gantt chart; long runs scroll inside the chart's own box. */
const TICK_PX = 28;

const laneNames: [lane: number, title: string][] = [
  [Lane.Incoming, 'Incoming'],
  [Lane.Queue, 'Queue'],
  [Lane.Running, 'Running'],
  [Lane.Completed, 'Completed'],
];

/** A dark, distinct colour per process: white labels keep ≥ 4.5:1 contrast on every hue. */
export const processColour = (pid: number): string => `hsl(${Math.round((pid * 137.5) % 360)}, 60%, 28%)`;

const chip = (pid: number, current: boolean) =>
  `<span style="display:inline-block;min-width:2.2em;margin:2px;padding:1px 4px;border-radius:4px;text-align:center;color:#fff;background:${processColour(pid)};${current ? 'outline:2px solid #ffd54f;' : ''}">P${pid}</span>`;

function sliceElement(s: Slice): HTMLElement {
  const idle = s.pid < 0;
  const fill = idle ? 'background:repeating-linear-gradient(45deg,#263238,#263238 4px,#37474f 4px,#37474f 8px);' : `background:${processColour(s.pid)};`;
  const el = document.createElement('span');
  el.style.cssText = `display:inline-block;vertical-align:top;width:${(s.end - s.start) * TICK_PX}px;box-sizing:border-box;border-right:1px solid #0a1522`;
  el.innerHTML = `<span style="display:block;height:26px;line-height:26px;text-align:center;color:#fff;overflow:hidden;${fill}">${idle ? 'idle' : `P${s.pid}`}</span><span style="display:block;font-size:11px">${s.start}</span>`;
  return el;
}

/**
 * The scheduler's stage, drawn in the DOM (a few dozen boxes, no canvas needed): four lanes
 * and a Gantt chart that grows with the clock. It redraws only when the model's version moved.
 */
export class DomSchedulerStage implements StageRenderer<SchedulerModel> {
  private model: SchedulerModel | null = null;
  private drawn = -1;
  private lanesHtml = '';
  private readonly lanes: HTMLElement;
  private readonly clock: HTMLElement;
  private readonly gantt: HTMLElement;

  constructor(private readonly host: HTMLElement) {
    const root = document.createElement('div');
    // Both boxes scroll, so both take keyboard focus (arrow keys scroll them).
    root.tabIndex = 0;
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Lanes and Gantt chart');
    root.style.cssText = 'contain:strict;height:100%;overflow-y:auto;display:flex;flex-direction:column;gap:6px;font:13px/1.4 system-ui,sans-serif;color:#eceff1;padding:4px';
    this.clock = document.createElement('div');
    this.lanes = document.createElement('div');
    this.gantt = document.createElement('div');
    this.gantt.dataset.testid = 'gantt';
    this.gantt.tabIndex = 0;
    this.gantt.setAttribute('role', 'group');
    this.gantt.setAttribute('aria-label', 'Gantt chart');
    this.gantt.style.cssText = 'contain:content;overflow-x:auto;overflow-y:hidden;white-space:nowrap;padding-bottom:4px;border-top:1px solid rgba(255,255,255,0.3);max-width:100%';
    root.append(this.clock, this.lanes, this.gantt);
    host.append(root);
  }

  static async create(host: HTMLElement): Promise<DomSchedulerStage> {
    return new DomSchedulerStage(host);
  }

  setView(view: SchedulerModel): void {
    this.model = view;
    this.drawn = -1;
    this.gantt.replaceChildren();
    this.lanesHtml = '';
    this.draw();
  }

  draw(): void {
    const model = this.model;
    if (!model || model.version === this.drawn) return;
    this.drawn = model.version;
    this.clock.textContent = `Time ${model.clock}`;
    const highlighted = model.last[1];
    const lanes = laneNames
      .map(([lane, title]) => {
        const members = lane === Lane.Queue ? model.queue : lane === Lane.Completed ? model.completedOrder : model.procs.map((_, i) => i).filter((i) => model.lane[i] === lane);
        const chips = members.map((pid) => chip(pid, pid === highlighted)).join('') || '<span style="opacity:0.8">—</span>';
        return `<div style="display:flex;align-items:flex-start;gap:6px"><span style="flex:0 0 5.5em;font-weight:600">${title}</span><span style="display:flex;flex-wrap:wrap">${chips}</span></div>`;
      })
      .join('');
    // Most frames only move the clock: the lanes' DOM is touched only when they changed.
    if (lanes !== this.lanesHtml) {
      this.lanesHtml = lanes;
      this.lanes.innerHTML = lanes;
    }
    this.drawGantt(model.slices);
    // Follow the clock while it runs; a person can still scroll back inside the chart's box.
    this.gantt.scrollLeft = this.gantt.scrollWidth;
  }

  /**
   * Slices only grow at the end during a run, and a step back returns to a prefix of the same
   * run: so only the last drawn slice is resized and new ones appended (a full rebuild of
   * hundreds of slices per frame would cost more than the whole frame budget).
   */
  private drawGantt(slices: readonly Slice[]): void {
    const shown = this.gantt.children;
    while (shown.length > slices.length) shown[shown.length - 1].remove();
    const last = shown.length - 1;
    if (last >= 0) (shown[last] as HTMLElement).style.width = `${(slices[last].end - slices[last].start) * TICK_PX}px`;
    for (let i = shown.length; i < slices.length; i++) this.gantt.append(sliceElement(slices[i]));
  }

  destroy(): void {
    this.host.replaceChildren();
    this.model = null;
  }
}

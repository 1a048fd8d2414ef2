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

/**
 * The Gantt chart's look, as classes in one stylesheet: each slice carries only its width and
 * colour inline, so appending hundreds of slices parses and styles little.
 */
const GANTT_CSS =
  '.sg-s{display:inline-block;vertical-align:top;box-sizing:border-box;border-right:1px solid #0a1522}' +
  '.sg-b{display:block;height:26px;line-height:26px;text-align:center;color:#fff;overflow:hidden}' +
  '.sg-i{background:repeating-linear-gradient(45deg,#263238,#263238 4px,#37474f 4px,#37474f 8px)}' +
  '.sg-t{display:block;font-size:11px}';

/** One slice of the chart as markup: a coloured bar named after its process (or idle), its start time below. */
function sliceHtml(s: Slice): string {
  const bar = s.pid < 0 ? '<span class="sg-b sg-i">idle</span>' : `<span class="sg-b" style="background:${processColour(s.pid)}">P${s.pid}</span>`;
  return `<span class="sg-s" style="width:${(s.end - s.start) * TICK_PX}px">${bar}<span class="sg-t">${s.start}</span></span>`;
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
  /** The slices' row inside the chart: its growth is what the chart follows. */
  private readonly track: HTMLElement;
  private readonly follow: ResizeObserver;

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
    this.track = document.createElement('div');
    this.track.style.cssText = 'display:inline-block;vertical-align:top';
    this.gantt.append(this.track);
    // Follow the clock: scroll to the end when the slices' row grows or shrinks. An observer runs
    // after the browser's own layout, so reading the width here is free; reading it in draw()
    // forced a whole extra layout every frame (and twice in a frame that reloads a run).
    this.follow = new ResizeObserver(() => {
      this.gantt.scrollLeft = this.gantt.scrollWidth;
    });
    this.follow.observe(this.track);
    const style = document.createElement('style');
    style.textContent = GANTT_CSS;
    root.append(style, this.clock, this.lanes, this.gantt);
    host.append(root);
  }

  static async create(host: HTMLElement): Promise<DomSchedulerStage> {
    return new DomSchedulerStage(host);
  }

  setView(view: SchedulerModel): void {
    this.model = view;
    this.drawn = -1;
    this.track.replaceChildren();
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
    // The chart follows the clock through the observer; a person can still scroll back inside its box.
    this.drawGantt(model.slices);
  }

  /**
   * Slices only grow at the end during a run, and a step back returns to a prefix of the same
   * run: so only the last drawn slice is resized and new ones appended (a full rebuild of
   * hundreds of slices per frame would cost more than the whole frame budget). New slices go in
   * as ONE markup insertion: at Fastest a whole run (600+ slices) lands in a frame or two, and
   * building each slice's elements separately took hundreds of milliseconds at 4× throttle.
   */
  private drawGantt(slices: readonly Slice[]): void {
    const shown = this.track.children;
    while (shown.length > slices.length) shown[shown.length - 1].remove();
    const last = shown.length - 1;
    if (last >= 0) (shown[last] as HTMLElement).style.width = `${(slices[last].end - slices[last].start) * TICK_PX}px`;
    if (shown.length === slices.length) return;
    let html = '';
    for (let i = shown.length; i < slices.length; i++) html += sliceHtml(slices[i]);
    this.track.insertAdjacentHTML('beforeend', html);
  }

  destroy(): void {
    this.follow.disconnect();
    this.host.replaceChildren();
    this.model = null;
  }
}

import type { StageRenderer } from '../../render/stageRenderer';
import { GanttChart } from './ganttChart';
import { HeightFit } from './heightFit';
import { membersOf } from './laneMembers';
import { LaneRuler } from './laneRuler';
import { LanesCanvas } from './lanesCanvas';
import type { SchedulerModel } from './schedulerModel';
import { createStageContent, laneNames, laneTitles } from './stageContent';

/**
 * The scheduler's stage: the clock's line in the DOM, the four lanes and the Gantt chart that
 * grows with the clock each on a canvas drawn by the CPU, with their words for screen readers
 * (lanesCanvas.ts, ganttChart.ts). It redraws only when the model's version moved, and then only
 * what changed: at Fastest a frame on a slow phone has room for a few lanes and slices, not for
 * the browser restyling, laying out and painting them as DOM elements.
 */
export class DomSchedulerStage implements StageRenderer<SchedulerModel> {
  /** What changed is drawn on the page's thread, more of it for more operations: Fastest caps operations a frame (StageRenderer). */
  readonly drawsPerChange = true;
  private model: SchedulerModel | null = null;
  private drawn = -1;
  /** The clock's Text node, rewritten in place every frame (see processTableRows.ts). */
  private readonly clock: Text;
  private readonly lanes = new LanesCanvas(laneTitles);
  private readonly ruler = new LaneRuler(laneTitles);
  private readonly gantt: GanttChart;
  private readonly root: HTMLElement;
  private readonly fit: HeightFit;

  constructor(host: HTMLElement) {
    // The root is size-contained, so a frame's changes inside it never lay out the page; its
    // height follows the content (heightFit.ts), which reserves the room the whole run needs: the
    // lanes' tallest for the set (laneRuler.ts) and the chart's row. A fixed height left a tall
    // empty band under the chart of a small set, and made a large one scroll inside the stage.
    const root = document.createElement('div');
    this.root = root;
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Lanes and Gantt chart');
    root.style.cssText = 'contain:strict;overflow:hidden';
    this.gantt = new GanttChart();
    const { content, clock } = createStageContent([this.lanes.element, this.ruler.element], this.gantt.element);
    this.clock = clock;
    root.append(content);
    host.append(root);
    this.fit = new HeightFit(root, content);
  }

  static async create(host: HTMLElement): Promise<DomSchedulerStage> {
    return new DomSchedulerStage(host);
  }

  setView(view: SchedulerModel): void {
    this.model = view;
    const newSet = this.ruler.size(view.procs.length);
    this.drawn = -1;
    this.draw();
    // After drawing: the lanes shown may still have held the last set's processes before.
    if (newSet) this.fit.refit();
  }

  draw(): void {
    const model = this.model;
    if (!model || model.version === this.drawn) return;
    this.drawn = model.version;
    const clock = `Time ${model.state.clock}`;
    if (this.clock.data !== clock) this.clock.data = clock;
    const highlighted = model.state.last[1];
    this.lanes.show(
      laneNames.map(([lane]) => membersOf(model, lane)),
      highlighted,
    );
    this.gantt.draw(model.state.slices);
  }

  destroy(): void {
    this.gantt.destroy();
    this.lanes.destroy();
    this.fit.disconnect();
    // Only this stage's own box: under React's StrictMode a second stage may already share the
    // host (created before the first one's creation resolved and was thrown away).
    this.root.remove();
    this.model = null;
  }
}

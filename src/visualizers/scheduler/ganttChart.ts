import { processName } from '../../../workers/scheduler/processRules';
import type { Slice } from '../../../workers/scheduler/simulate';
import { slicesOverlapping, ticksToShow } from './ganttWindow';
import { processColour } from './processColour';
import { STAGE_COLOUR } from './scrollEdgeCue';

/** Width of one clock tick in the Gantt chart; long runs scroll inside the chart's own box. */
export const TICK_PX = 28;

/** Until the chart's box has been measured, draw as if it were this wide (wider than any screen). */
const UNMEASURED_VIEW_PX = 4096;

/** A slice's bar and the line of its start time below it: the chart's one row. */
const BAR_PX = 26;
const TIME_LINE_PX = 16;

/**
 * The Gantt chart's look, as classes in one stylesheet: each slice carries only its width and
 * colour inline.
 */
export const GANTT_CSS =
  `.sg-s{display:inline-block;vertical-align:top;box-sizing:border-box;border-right:1px solid ${STAGE_COLOUR}}` +
  `.sg-b{display:block;height:${BAR_PX}px;line-height:${BAR_PX}px;text-align:center;color:#fff;overflow:hidden}` +
  '.sg-i{background:repeating-linear-gradient(45deg,#263238,#263238 4px,#37474f 4px,#37474f 8px)}' +
  `.sg-t{display:block;font-size:11px;line-height:${TIME_LINE_PX}px}` +
  // The run's end time after its last slice, as textbooks close a chart (0 24 27 30), in room
  // the track keeps for it.
  `.sg-e{display:inline-block;vertical-align:top;padding-top:${BAR_PX}px}`;

/** Room after the last slice for the end time's label (three digits at 11 px). */
const END_LABEL_PX = 32;

/** One slice's elements: a coloured bar named after its process (or idle), its start time below. */
interface SliceView {
  element: HTMLElement;
  bar: HTMLElement;
  /** The bar's and the time's one Text node each, rewritten in place (see processTableRows.ts). */
  label: Text;
  time: Text;
  /** What it shows now (pid -2: nothing yet), so a frame writes only what changed. */
  pid: number;
  start: number;
  end: number;
}

function createSliceView(): SliceView {
  const element = document.createElement('span');
  element.className = 'sg-s';
  const bar = document.createElement('span');
  const label = bar.appendChild(document.createTextNode(''));
  const timeBox = document.createElement('span');
  timeBox.className = 'sg-t';
  const time = timeBox.appendChild(document.createTextNode(''));
  element.append(bar, timeBox);
  return { element, bar, label, time, pid: -2, start: -1, end: -1 };
}

function showSlice(view: SliceView, s: Slice): void {
  if (view.pid !== s.pid) {
    const idle = s.pid < 0;
    view.bar.className = idle ? 'sg-b sg-i' : 'sg-b';
    view.bar.style.background = idle ? '' : processColour(s.pid);
    view.label.data = idle ? 'idle' : processName(s.pid);
    view.pid = s.pid;
  }
  if (view.start !== s.start || view.end !== s.end) view.element.style.width = `${(s.end - s.start) * TICK_PX}px`;
  if (view.start !== s.start) view.time.data = String(s.start);
  view.start = s.start;
  view.end = s.end;
}

/**
 * The chart's scrolling box and its track, empty: as tall as with slices. The stage's stand-in
 * (StageReserve.tsx) builds its row with this too, so the two cannot differ in height.
 */
export function createGanttBox(): { element: HTMLElement; track: HTMLElement } {
  const element = document.createElement('div');
  element.style.cssText = 'contain:content;overflow-x:auto;overflow-y:hidden;white-space:nowrap;padding-bottom:4px;border-top:1px solid rgba(255,255,255,0.3);max-width:100%';
  const track = document.createElement('div');
  // The row is there before the first slice: the chart must not grow at a run's first tick.
  track.style.cssText = `display:inline-block;vertical-align:top;min-height:${BAR_PX + TIME_LINE_PX}px`;
  element.append(track);
  return { element, track };
}

/**
 * The Gantt chart: a box that scrolls sideways over a track as wide as the whole run, holding
 * only the slices near the visible part (see ganttWindow.ts), each placed after a spacer as wide
 * as the slices left out before it. It follows the clock (scrolls to the end as the run grows);
 * a person can scroll back inside its box, by keyboard too.
 *
 * Every read of the box's scroll position and size happens in a ResizeObserver callback, which
 * the browser runs right after its own layout of the frame and before painting it: there the
 * read costs nothing, and the window of slices drawn from it is on screen in the same frame. A
 * read anywhere else (in a scroll listener, in draw) forced a layout of the page mid-frame.
 */
export class GanttChart {
  readonly element: HTMLElement;
  private readonly track: HTMLElement;
  private readonly spacer: HTMLElement;
  /** The end time, shown while the run's last slice is on the track. */
  private readonly endMark: HTMLElement;
  private readonly endTime: Text;
  /** The views on the track, in time order: slice `shownFrom`, the next one, and so on. */
  private shown: SliceView[] = [];
  private shownFrom = 0;
  /** Views taken off the track, for reuse. */
  private readonly spare: SliceView[] = [];
  private slices: readonly Slice[] = [];
  private widthPx = -1;
  private scrollPx = 0;
  private viewPx = UNMEASURED_VIEW_PX;
  /** The track changed width: scroll to its end after the next layout. */
  private follow = false;
  private readonly afterLayout: ResizeObserver;

  constructor() {
    ({ element: this.element, track: this.track } = createGanttBox());
    this.element.dataset.testid = 'gantt';
    this.element.tabIndex = 0;
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', 'Gantt chart');
    this.spacer = document.createElement('span');
    this.spacer.style.cssText = 'display:none;vertical-align:top';
    this.endMark = document.createElement('span');
    this.endMark.className = 'sg-e';
    this.endMark.dataset.testid = 'gantt-end';
    this.endMark.style.display = 'none';
    const endLabel = this.endMark.appendChild(document.createElement('span'));
    endLabel.className = 'sg-t';
    this.endTime = endLabel.appendChild(document.createTextNode(''));
    this.track.append(this.spacer, this.endMark);
    // Called when the box resizes, and after the layout following every request() below.
    this.afterLayout = new ResizeObserver(([entry]) => {
      this.viewPx = entry.contentRect.width;
      if (this.follow) {
        this.follow = false;
        this.element.scrollLeft = this.element.scrollWidth;
      }
      this.scrollPx = this.element.scrollLeft;
      this.drawWindow();
    });
    this.afterLayout.observe(this.element);
    // A scroll (a person's, or the follow's own) moves the window of slices kept in the DOM.
    this.element.addEventListener('scroll', () => this.requestAfterLayout(), { passive: true });
  }

  /**
   * Asks for the observer's callback after the next layout: observing anew reports the box's
   * size once more (a new observation starts from size zero), whether or not it changed.
   */
  private requestAfterLayout(): void {
    this.afterLayout.unobserve(this.element);
    this.afterLayout.observe(this.element);
  }

  /** Shows a run's slices so far (a new run's, or the same run's, grown or stepped back). */
  draw(slices: readonly Slice[]): void {
    this.slices = slices;
    const origin = slices.length ? slices[0].start : 0;
    const end = slices.length ? slices[slices.length - 1].end : origin;
    const width = (end - origin) * TICK_PX;
    if (width !== this.widthPx) {
      this.widthPx = width;
      // The end time's room is part of the track, so the scroll range never depends on it.
      this.track.style.width = `${width + (width > 0 ? END_LABEL_PX : 0)}px`;
      // Follow the clock to the end; until the observer scrolls there, draw the end's slices.
      this.scrollPx = Math.max(0, width - this.viewPx);
      this.follow = true;
      this.requestAfterLayout();
    }
    this.drawWindow();
  }

  /**
   * Puts the slices near the view on the track. A slice keeps its view while it stays in the
   * window, so following the clock removes the views that scrolled out at the front and appends
   * the new slices at the back: the rest keep their place on the track and are not repainted.
   */
  private drawWindow(): void {
    const slices = this.slices;
    const origin = slices.length ? slices[0].start : 0;
    const [from, to] = ticksToShow(origin, this.scrollPx, this.viewPx, TICK_PX);
    const [first, last] = slicesOverlapping(slices, from, to);
    const shownTo = this.shownFrom + this.shown.length;
    if (first >= shownTo || last <= this.shownFrom) {
      // No slice in common (a new run, a long jump, or at Fastest every frame: the clock moves
      // past the whole window at once). The views on the track take the new slices in place;
      // only a surplus leaves or a shortfall is appended below. Taking them all off and putting
      // them back made the browser restyle and rebuild forty slices' elements every frame.
      this.shownFrom = first;
      if (this.shown.length > last - first) this.recycle(this.shown.splice(Math.max(0, last - first)));
    }
    // Views of slices that left the window, at either end.
    if (this.shownFrom < first) this.recycle(this.shown.splice(0, first - this.shownFrom));
    this.shownFrom = Math.max(this.shownFrom, first);
    const keep = Math.max(0, last - this.shownFrom);
    if (this.shown.length > keep) this.recycle(this.shown.splice(keep));
    // Slices that entered it: earlier ones go in front (scrolled back), later ones at the end.
    const before: SliceView[] = [];
    for (let i = first; i < this.shownFrom; i++) before.push(this.viewOf(slices[i]));
    if (before.length) {
      this.spacer.after(...before.map((view) => view.element));
      this.shown = [...before, ...this.shown];
      this.shownFrom = first;
    }
    const after: SliceView[] = [];
    for (let i = this.shownFrom + this.shown.length; i < last; i++) after.push(this.viewOf(slices[i]));
    if (after.length) {
      this.endMark.before(...after.map((view) => view.element));
      this.shown.push(...after);
    }
    // The slices kept may have changed too (the last one grows; a step back restores an earlier one).
    for (let i = 0; i < this.shown.length; i++) showSlice(this.shown[i], slices[this.shownFrom + i]);
    const spacerWidth = `${(first < slices.length ? slices[first].start - origin : 0) * TICK_PX}px`;
    if (this.spacer.style.width !== spacerWidth) this.spacer.style.width = spacerWidth;
    // A spacer has nothing to hold apart in an empty track.
    const spacerDisplay = this.shown.length > 0 ? 'inline-block' : 'none';
    if (this.spacer.style.display !== spacerDisplay) this.spacer.style.display = spacerDisplay;
    const end = slices.length > 0 && last === slices.length ? String(slices[last - 1].end) : '';
    if (this.endTime.data !== end) {
      this.endTime.data = end;
      this.endMark.style.display = end ? '' : 'none';
    }
  }

  private viewOf(slice: Slice): SliceView {
    const view = this.spare.pop() ?? createSliceView();
    showSlice(view, slice);
    return view;
  }

  private recycle(views: SliceView[]): void {
    for (const view of views) {
      view.element.remove();
      this.spare.push(view);
    }
  }

  destroy(): void {
    this.afterLayout.disconnect();
  }
}

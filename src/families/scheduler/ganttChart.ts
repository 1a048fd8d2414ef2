import type { Slice } from '../../../workers/scheduler/simulate';
import { createCpuCanvas, sizeCpuCanvas } from './cpuCanvas';
import { createGanttBox } from './ganttBox';
import { GANTT_HEIGHT_PX } from './ganttGeometry';
import { GanttMirror } from './ganttMirror';
import { contentWidth, endPosition, GanttPainter, slicesInWindow } from './ganttPainter';
import { GanttScroll, keyScroll, wheelScroll } from './ganttScroll';
import { RestingWords } from './restingWords';

/**
 * The Gantt chart, drawn on a canvas: the run's slices through a window that follows the clock
 * and that a person can scroll back, by ←/→, Page Up/Down, Home/End, a sideways wheel or swipe,
 * or a drag. A frame of a run draws only what it changed, the slice that grew and the new ones
 * (ganttPainter.ts): as DOM elements in a scroll box following the clock, every frame laid out,
 * restyled and painted the forty slices in view after a new scroll position, the largest part of
 * the scheduler page's frame at Fastest on a slow phone (bench/README.md, twenty-third round).
 * Screen readers read the slices in view in words (ganttMirror.ts).
 * The canvas is drawn by the CPU (cpuCanvas.ts).
 */
export class GanttChart {
  readonly element: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D | null;
  private readonly painter: GanttPainter | null;
  private readonly scroll = new GanttScroll();
  private readonly mirror = new GanttMirror();
  private readonly words: RestingWords;
  private slices: readonly Slice[] = [];
  private readonly resize: ResizeObserver;
  private drag: { pointer: number; x: number } | null = null;

  constructor() {
    this.element = createGanttBox();
    this.element.dataset.testid = 'gantt';
    this.element.tabIndex = 0;
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', 'Gantt chart');
    ({ canvas: this.canvas, context: this.context } = createCpuCanvas());
    this.canvas.style.cssText = `display:block;width:100%;height:${GANTT_HEIGHT_PX}px`;
    this.painter = this.context && new GanttPainter(this.context);
    this.words = new RestingWords(this.element, () => this.describe());
    this.element.append(this.canvas, this.mirror.element);
    // The box's width, read where the browser has just laid it out (no forced layout).
    this.resize = new ResizeObserver(([entry]) => entry && this.setView(entry.contentRect.width));
    this.resize.observe(this.element);
    this.element.addEventListener('keydown', this.onKey);
    this.element.addEventListener('wheel', this.onWheel, { passive: false });
    this.element.addEventListener('pointerdown', this.onPointerDown);
    this.element.addEventListener('pointermove', this.onPointerMove);
    this.element.addEventListener('pointerup', this.endDrag);
    this.element.addEventListener('pointercancel', this.endDrag);
  }

  /** Shows a run's slices so far (a new run's, or the same run's, grown or stepped back). */
  draw(slices: readonly Slice[]): void {
    if (slices.length === 0) this.scroll.restart();
    this.slices = slices;
    this.scroll.setContent(contentWidth(slices));
    this.paint();
  }

  private setView(width: number): void {
    const view = Math.round(width);
    if (view === this.scroll.viewPx || !this.context) return;
    sizeCpuCanvas(this.canvas, this.context, view, GANTT_HEIGHT_PX);
    this.scroll.setView(view);
    this.painter?.invalidate();
    this.paint();
  }

  private paint(): void {
    const { slices, scroll, painter } = this;
    // A frame that changed nothing draws nothing (the painter knows what it shows).
    if (painter && scroll.viewPx > 0 && painter.paint(slices, scroll)) this.words.changed();
  }

  /** The words and the window's place, for screen readers, tests and outside checks, once the chart is still. */
  private describe(): void {
    const { slices, scroll } = this;
    const [first, last] = slicesInWindow(slices, scroll);
    this.mirror.show(slices, first, last, slices.length > 0 && endPosition(slices) - scroll.offsetPx < scroll.viewPx);
    this.element.dataset.offsetPx = String(this.scroll.offsetPx);
    this.element.dataset.viewPx = String(this.scroll.viewPx);
    this.element.dataset.contentPx = String(this.scroll.contentPx);
    this.element.toggleAttribute('data-draggable', this.scrollable);
  }

  private scrollBy(dx: number | 'start' | 'end'): void {
    if (dx === 'start') this.scroll.scrollTo(0);
    else if (dx === 'end') this.scroll.scrollTo(this.scroll.maxOffsetPx);
    else this.scroll.scrollBy(dx);
    this.paint();
  }

  private get scrollable(): boolean {
    return this.scroll.maxOffsetPx > 0;
  }

  /** The chart's keys are its own while it scrolls: the page's ← and → step the run elsewhere (useEngineKeyboard.ts). */
  private readonly onKey = (event: KeyboardEvent) => {
    if (!this.scrollable || event.ctrlKey || event.metaKey || event.altKey) return;
    const dx = keyScroll(event.key, this.scroll.viewPx);
    if (dx === null) return;
    event.preventDefault();
    this.scrollBy(dx);
  };

  private readonly onWheel = (event: WheelEvent) => {
    const dx = wheelScroll(event);
    if (dx === 0 || !this.scrollable) return;
    event.preventDefault();
    this.scrollBy(dx);
  };

  private readonly onPointerDown = (event: PointerEvent) => {
    if (!this.scrollable || event.button !== 0) return;
    this.drag = { pointer: event.pointerId, x: event.clientX };
    this.element.setPointerCapture?.(event.pointerId);
  };

  private readonly onPointerMove = (event: PointerEvent) => {
    const drag = this.drag;
    if (!drag || drag.pointer !== event.pointerId) return;
    // Dragging the chart to the right shows earlier time, as a touch screen scrolls.
    this.scrollBy(drag.x - event.clientX);
    drag.x = event.clientX;
  };

  private readonly endDrag = (event: PointerEvent) => {
    if (this.drag?.pointer === event.pointerId) this.drag = null;
  };

  destroy(): void {
    this.resize.disconnect();
    this.words.cancel();
  }
}

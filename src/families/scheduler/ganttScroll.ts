/** How far one press of ← or → moves the chart, as a browser scrolls a box by an arrow key. */
export const ARROW_SCROLL_PX = 40;
/** A page key moves the chart by this share of its visible width, keeping some slices in view. */
const PAGE_SHARE = 0.8;
/** A wheel's line-mode delta, in pixels (as browsers convert one line). */
const WHEEL_LINE_PX = 16;

/**
 * Where the Gantt chart is scrolled: its content (the whole run, `contentPx` wide) seen through
 * a window `viewPx` wide, `offsetPx` from the start. The chart scrolls by itself, not as a
 * browser scroll box: a scroll box following the clock meant a new scroll position and a new
 * track width every frame, which the browser laid out and painted again (bench/README.md,
 * twenty-third round).
 *
 * While `following`, the window stays at the end as the content grows (the chart follows the
 * clock). Scrolling back stops following; scrolling to the end again, or a new run, resumes it.
 */
export class GanttScroll {
  contentPx = 0;
  viewPx = 0;
  offsetPx = 0;
  following = true;

  get maxOffsetPx(): number {
    return Math.max(0, this.contentPx - this.viewPx);
  }

  /** The content grew or shrank (a tick, a step back, a new run). */
  setContent(px: number): void {
    this.contentPx = px;
    this.settle();
  }

  setView(px: number): void {
    this.viewPx = px;
    this.settle();
  }

  /** A new run: back to following its end. */
  restart(): void {
    this.following = true;
    this.settle();
  }

  /** Moves the window by `dx` pixels (negative: back in time); true when it moved. */
  scrollBy(dx: number): boolean {
    return this.scrollTo(this.offsetPx + dx);
  }

  scrollTo(px: number): boolean {
    const before = this.offsetPx;
    this.offsetPx = Math.round(Math.min(this.maxOffsetPx, Math.max(0, px)));
    this.following = this.offsetPx >= this.maxOffsetPx;
    return this.offsetPx !== before;
  }

  private settle(): void {
    this.offsetPx = this.following ? this.maxOffsetPx : Math.min(this.offsetPx, this.maxOffsetPx);
  }
}

/** What a key does to the chart's window (a pixel distance, or an end), or null: not its key. */
export function keyScroll(key: string, viewPx: number): number | 'start' | 'end' | null {
  switch (key) {
    case 'ArrowLeft':
      return -ARROW_SCROLL_PX;
    case 'ArrowRight':
      return ARROW_SCROLL_PX;
    case 'PageUp':
      return -Math.max(ARROW_SCROLL_PX, Math.round(viewPx * PAGE_SHARE));
    case 'PageDown':
      return Math.max(ARROW_SCROLL_PX, Math.round(viewPx * PAGE_SHARE));
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    default:
      return null;
  }
}

/**
 * A wheel's sideways distance in pixels, or 0: a sideways swipe (a touchpad), or a wheel turned
 * with Shift held (how a mouse scrolls sideways). A plain vertical turn is left to the page.
 */
export function wheelScroll(event: Pick<WheelEvent, 'deltaX' | 'deltaY' | 'deltaMode' | 'shiftKey'>): number {
  const scale = event.deltaMode === 1 ? WHEEL_LINE_PX : 1;
  if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) return event.deltaX * scale;
  return event.shiftKey ? event.deltaY * scale : 0;
}

/**
 * Keeps a box of fixed height as tall as its content. The scheduler's stage is size-contained
 * (its height set here, not by what is in it), so a frame's changes inside it never lay out the
 * page; its content reserves the room a run needs (laneRuler.ts, the Gantt chart's row), so the
 * height only changes when the set or the width does.
 *
 * The content's size is read in a ResizeObserver callback, which the browser runs right after its
 * own layout: the read costs nothing, and the box's new height is on screen in the same frame.
 * Within a set it only grows (the chart's scroll bar appears once a run outgrows its box, and
 * goes when the run starts over): a replay must not make the stage jump each time.
 */
export class HeightFit {
  private width = -1;
  private height = -1;
  private readonly observer: ResizeObserver;

  constructor(
    box: HTMLElement,
    private readonly content: HTMLElement,
  ) {
    this.observer = new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      const needed = Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? content.offsetHeight);
      const height = width === this.width ? Math.max(this.height, needed) : needed;
      this.width = width;
      if (height !== this.height) {
        this.height = height;
        box.style.height = `${height}px`;
      }
    });
    this.observer.observe(content);
  }

  /** A new set: fit it afresh after the next layout, shorter too. Observing anew reports the size once more. */
  refit(): void {
    this.width = -1;
    this.observer.unobserve(this.content);
    this.observer.observe(this.content);
  }

  disconnect(): void {
    this.observer.disconnect();
  }
}

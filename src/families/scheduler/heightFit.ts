/**
 * Keeps a box of fixed height as tall as its content. The scheduler's stage is size-contained
 * (its height set here, not by what is in it), so a frame's changes inside it never lay out the
 * page; its content reserves the room a run needs (laneRuler.ts, the Gantt chart's row), so the
 * height only changes when the set or the width does.
 *
 * Later changes of the content's size (a new width, the chart's scroll bar) are read in a
 * ResizeObserver callback, which the browser runs right after its own layout: the read costs
 * nothing. A new set is measured at once (refit).
 * Within a set it only grows (the chart's scroll bar appears once a run outgrows its box, and
 * goes when the run starts over): a replay must not make the stage jump each time.
 */
export class HeightFit {
  private width = -1;
  private height = -1;
  private readonly observer: ResizeObserver;

  constructor(
    private readonly box: HTMLElement,
    private readonly content: HTMLElement,
  ) {
    this.observer = new ResizeObserver(([entry]) => {
      if (!entry) return; // one observed element: always one entry
      const width = entry.contentRect.width;
      // Exact, not rounded up: the stage's stand-in (StageReserve.tsx) is exactly as tall as the content.
      const needed = entry.borderBoxSize?.[0]?.blockSize ?? content.getBoundingClientRect().height;
      this.apply(width === this.width ? Math.max(this.height, needed) : needed);
      this.width = width;
    });
    this.observer.observe(content);
  }

  /**
   * A new set (the first one too): fitted at once, shorter too, and observed afresh (observing
   * anew reports the size once more). Read here, not left to the observer: the box would
   * otherwise be laid out for a frame at its old height (none, for a stage just put on the page)
   * and the page under it shift twice, there and back. One read per set, not per frame.
   */
  refit(): void {
    this.width = -1;
    this.apply(this.content.getBoundingClientRect().height);
    this.observer.unobserve(this.content);
    this.observer.observe(this.content);
  }

  private apply(height: number): void {
    if (height === this.height) return;
    this.height = height;
    this.box.style.height = `${height}px`;
  }

  disconnect(): void {
    this.observer.disconnect();
  }
}

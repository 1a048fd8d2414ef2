/**
 * Which rows of a long table are in or near the viewport, and a call when one comes back into
 * it. A row counts as in view until the browser has said otherwise (and always where there is
 * no IntersectionObserver), so nothing is left unwritten before the first report.
 */
export class RowsInView {
  private readonly observer: IntersectionObserver | null;
  private readonly outside = new WeakSet<Element>();

  constructor(onEnter: (row: Element) => void) {
    this.observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const { target, isIntersecting } of entries) {
                if (!isIntersecting) this.outside.add(target);
                else if (this.outside.delete(target)) onEnter(target);
              }
            },
            // A few rows' margin: a row scrolled towards is written before it shows.
            { rootMargin: '96px 0px' },
          );
  }

  observe(row: Element): void {
    this.observer?.observe(row);
  }

  unobserve(row: Element): void {
    this.observer?.unobserve(row);
    this.outside.delete(row);
  }

  has(row: Element): boolean {
    return !this.outside.has(row);
  }

  disconnect(): void {
    this.observer?.disconnect();
  }
}

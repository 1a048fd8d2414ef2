import { LaneRow } from './laneRow';

/**
 * The lanes at their tallest for a set of `count` processes, laid out by the browser but never
 * seen: one lane holding every process and the other three empty. However a run spreads the
 * processes over the four lanes, they wrap to no more lines than that (two lanes that wrap share
 * a line's worth of room with each other, and an empty lane is one line, as a full one is), so
 * the stage that reserves this height keeps it through the whole run, at any width: the browser
 * wraps these chips as it wraps the real ones, and nothing is measured or counted in script.
 * Built again only when the count changes.
 */
export class LaneRuler {
  readonly element: HTMLElement;
  private readonly rows: LaneRow[];
  private count = -1;

  constructor(titles: readonly string[]) {
    this.element = document.createElement('div');
    this.element.style.visibility = 'hidden';
    this.element.setAttribute('aria-hidden', 'true');
    this.rows = titles.map((title) => new LaneRow(title));
    this.element.append(...this.rows.map((row) => row.element));
  }

  /** Reserves the room for `count` processes; false when it already did. */
  size(count: number): boolean {
    if (count === this.count) return false;
    this.count = count;
    const everyProcess = Array.from({ length: count }, (_, pid) => pid);
    for (const [i, row] of this.rows.entries()) row.show(i === 0 ? everyProcess : []);
    return true;
  }
}

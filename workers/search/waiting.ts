/**
 * The cells a search has generated and not yet expanded, counted once each: what the page's
 * 'Frontier' counter shows. A stack or heap with lazy deletion holds stale copies of a cell
 * (DFS could hold 405 entries on a 324-cell grid), so its length is not the frontier.
 */
export class Waiting {
  private readonly flags: Uint8Array;
  private count = 0;

  constructor(cells: number) {
    this.flags = new Uint8Array(cells);
  }

  /** A cell was pushed; returns the number of distinct cells waiting. */
  add(cell: number): number {
    if (!this.flags[cell]) {
      this.flags[cell] = 1;
      this.count++;
    }
    return this.count;
  }

  /** A cell was taken out to be expanded; returns the number still waiting. */
  remove(cell: number): number {
    if (this.flags[cell]) {
      this.flags[cell] = 0;
      this.count--;
    }
    return this.count;
  }
}

/**
 * As Waiting, for depth-limited search, whose frontier holds routes rather than cells: a cell
 * may wait in several frames at once (reached by routes of different lengths), and each copy
 * is taken out once, when its frame tries it. A cell counts once while any copy waits, so the
 * counter never exceeds the grid's cells.
 */
export class WaitingRoutes {
  private readonly copies: Uint16Array;
  private count = 0;

  constructor(cells: number) {
    this.copies = new Uint16Array(cells);
  }

  /** A route to the cell joined the frontier; returns the number of distinct cells waiting. */
  add(cell: number): number {
    if (this.copies[cell]!++ === 0) this.count++;
    return this.count;
  }

  /** One route to the cell was taken out to be expanded; returns the number still waiting. */
  take(cell: number): number {
    if (this.copies[cell]! > 0 && --this.copies[cell]! === 0) this.count--;
    return this.count;
  }
}

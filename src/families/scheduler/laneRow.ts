import { processName } from '../../../workers/scheduler/processRules';

/** A chip's margin and padding; an empty lane's dash repeats the vertical ones. */
const CHIP_MARGIN = '2px';
const CHIP_PADDING = '1px';
const CHIP_SIDE_PADDING = '3px';

/** The lanes' look as the browser lays them out, in one stylesheet (laneGeometry.ts follows these sizes). */
export const LANE_CSS =
  '.sl-r{display:flex;align-items:flex-start;gap:6px}' +
  // Every title as wide (room for a bold 'Completed', never wider for a wider font's): each lane's
  // chips start at the same place and wrap at the same width, which the stage's reserve counts on.
  '.sl-t{flex:0 0 6em;min-width:0;font-weight:600}' +
  '.sl-l{display:flex;flex-wrap:wrap}' +
  // The dash of an empty lane takes a chip's height: a lane keeps its height as it empties and
  // fills, so the chart below never moves (and the stage's reserve, laneRuler.ts, holds).
  `.sl-e{opacity:0.8;margin:${CHIP_MARGIN} 0;padding:${CHIP_PADDING} 0}` +
  // Every chip as wide as the widest name (P49): a lane then wraps after as many chips whichever
  // processes it holds, which the stage's reserve counts on (laneRuler.ts).
  `.sl-c{display:inline-block;box-sizing:content-box;width:2.2em;white-space:nowrap;margin:${CHIP_MARGIN};padding:${CHIP_PADDING} ${CHIP_SIDE_PADDING};border-radius:4px;text-align:center}`;

/**
 * One lane (Incoming, Queue, Running, Completed) as the browser lays it out: its title and a chip
 * per process, in order, or a dash when empty. The stage's ruler is built of these
 * (laneRuler.ts): the lanes a visitor sees are drawn on a canvas (lanesCanvas.ts) in the room the
 * ruler keeps, so the browser's own wrapping, at any width, decides that room.
 */
export class LaneRow {
  readonly element: HTMLElement;
  private readonly list: HTMLElement;

  constructor(title: string) {
    this.element = document.createElement('div');
    this.element.className = 'sl-r';
    const caption = document.createElement('span');
    caption.className = 'sl-t';
    caption.textContent = title;
    this.list = document.createElement('span');
    this.list.className = 'sl-l';
    this.element.append(caption, this.list);
    this.show([]);
  }

  /** Shows a chip for each of `members`, or the dash when there are none. */
  show(members: readonly number[]): void {
    if (members.length === 0) {
      const dash = document.createElement('span');
      dash.className = 'sl-e';
      dash.textContent = '—';
      this.list.replaceChildren(dash);
      return;
    }
    this.list.replaceChildren(
      ...members.map((pid) => {
        const chip = document.createElement('span');
        chip.className = 'sl-c';
        chip.textContent = processName(pid);
        return chip;
      }),
    );
  }
}

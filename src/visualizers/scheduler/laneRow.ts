import { processName } from '../../../workers/scheduler/processRules';
import { keyedMoves } from './keyedOrder';
import { processColour } from './processColour';

/** A chip's margin and padding; an empty lane's dash repeats the vertical ones. */
const CHIP_MARGIN = '2px';
const CHIP_PADDING = '1px';
const CHIP_SIDE_PADDING = '3px';

/** The lanes' look, shared through one stylesheet (each chip carries only its colour inline). */
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
  `.sl-c{display:inline-block;box-sizing:content-box;width:2.2em;white-space:nowrap;margin:${CHIP_MARGIN};padding:${CHIP_PADDING} ${CHIP_SIDE_PADDING};border-radius:4px;text-align:center;color:#fff}` +
  '.sl-c[data-current]{outline:2px solid #ffd54f}';

/**
 * One lane of the scheduler's stage (Incoming, Queue, Running, Completed): its title and a chip
 * per process in it, in order, or a dash when empty. A process keeps its chip (made once, its
 * name and colour never rewritten): a change of the lane moves, adds or removes only the chips
 * that changed places (keyedOrder.ts), so a step costs a DOM operation or two.
 */
export class LaneRow {
  readonly element: HTMLElement;
  private readonly list: HTMLElement;
  /** The dash shown when the lane is empty; always the list's last child. */
  private readonly empty: HTMLElement;
  private readonly chips = new Map<number, HTMLElement>();
  /** Processes shown now, in order, and the one outlined (-1: none). */
  private order: readonly number[] = [];
  private current = -1;

  constructor(title: string) {
    this.element = document.createElement('div');
    this.element.className = 'sl-r';
    const caption = document.createElement('span');
    caption.className = 'sl-t';
    caption.textContent = title;
    this.list = document.createElement('span');
    this.list.className = 'sl-l';
    this.empty = document.createElement('span');
    this.empty.className = 'sl-e';
    this.empty.textContent = '—';
    this.list.append(this.empty);
    this.element.append(caption, this.list);
  }

  /** Shows `members` in order, the one equal to `highlighted` outlined. */
  show(members: readonly number[], highlighted: number): void {
    const { remove, insert } = keyedMoves(this.order, members);
    for (const pid of remove) this.chipFor(pid).remove();
    for (const [pid, before] of insert) this.list.insertBefore(this.chipFor(pid), before === null ? this.empty : this.chipFor(before));
    if (remove.length || insert.length) this.order = [...members];
    const empty = members.length === 0;
    if (this.empty.hidden !== !empty) this.empty.hidden = !empty;
    const current = members.includes(highlighted) ? highlighted : -1;
    if (current !== this.current) {
      if (this.current >= 0) this.chipFor(this.current).removeAttribute('data-current');
      if (current >= 0) this.chipFor(current).setAttribute('data-current', '');
      this.current = current;
    }
  }

  private chipFor(pid: number): HTMLElement {
    let chip = this.chips.get(pid);
    if (!chip) {
      chip = document.createElement('span');
      chip.className = 'sl-c';
      chip.style.background = processColour(pid);
      chip.textContent = processName(pid);
      this.chips.set(pid, chip);
    }
    return chip;
  }
}

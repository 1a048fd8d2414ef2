import { processName } from '../../../workers/scheduler/processRules';
import { visuallyHidden } from '../../engine/layout/visuallyHidden';
import { ChipSprites } from './chipSprites';
import { createCpuCanvas, sizeCpuCanvas } from './cpuCanvas';
import { CHIP_HEIGHT_PX, CHIP_WIDTH_PX, chipCorner, chipsPerRow, laneRows, ROW_PX, TITLE_COLUMN_PX } from './laneGeometry';
import { RestingWords } from './restingWords';
import { STAGE_COLOUR } from './scrollEdgeCue';

const TITLE_FONT = '600 13px system-ui, sans-serif';
const DASH_FONT = '13px system-ui, sans-serif';
const TEXT_COLOUR = '#eceff1';
/** The empty lane's dash, as laneRow.ts's CSS shows it (0.8 opacity). */
const DASH_COLOUR = 'rgba(236,239,241,0.8)';
const CURRENT_OUTLINE = '#ffd54f';

/** What a lane shows now: a copy of its processes, its top and its outlined process (-1: none). */
interface LaneShown {
  members: number[];
  top: number;
  rows: number;
  current: number;
}

const sameMembers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((pid, i) => pid === b[i]);

/** A lane's words: 'Queue: P3, P7' or 'Queue: empty'. */
export const laneWords = (title: string, members: readonly number[]) => `${title}: ${members.length ? members.map(processName).join(', ') : 'empty'}`;

/**
 * The scheduler's four lanes (Incoming, Queue, Running, Completed), drawn on a canvas by the
 * CPU: each lane's title and a chip per process in it, in order, wrapping to more rows, the one
 * the last step named outlined. A frame redraws only the lanes whose processes changed (or that
 * moved down or up because a lane above gained or lost a row), copying each chip from a sprite
 * (chipSprites.ts). As DOM chips, every move between lanes or within the queue had the browser
 * restyle, lay out and paint the lane at every frame of a Fastest run: with the lanes hidden the
 * scheduler row read 52 fps at 4×, with them 46 (bench/README.md, twenty-third round).
 *
 * It fills the grid cell the stage's lane ruler sizes (laneRuler.ts), whose CSS laneGeometry.ts
 * follows. Screen readers read the lanes as a list of words, written once the lanes are still.
 */
export class LanesCanvas {
  readonly element: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D | null;
  private readonly chips = new ChipSprites();
  private readonly list: HTMLUListElement;
  private readonly words: RestingWords;
  private readonly resize: ResizeObserver;
  private width = 0;
  private height = 0;
  private lanes: readonly (readonly number[])[];
  private highlighted = -1;
  private shown: (LaneShown | null)[];

  constructor(private readonly titles: readonly string[]) {
    this.lanes = titles.map(() => []);
    this.shown = titles.map(() => null);
    this.element = document.createElement('div');
    this.element.dataset.testid = 'lanes';
    this.element.style.cssText = 'position:relative;min-height:0';
    ({ canvas: this.canvas, context: this.context } = createCpuCanvas());
    this.canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%';
    this.list = document.createElement('ul');
    this.list.setAttribute('aria-label', 'Lanes');
    Object.assign(this.list.style, visuallyHidden);
    this.element.append(this.canvas, this.list);
    this.words = new RestingWords(this.element, () => this.describe());
    // The cell's size, read where the browser has just laid it out (no forced layout).
    this.resize = new ResizeObserver(([entry]) => entry && this.setSize(entry.contentRect.width, entry.contentRect.height));
    this.resize.observe(this.element);
  }

  /** Shows each lane's processes in order, the one equal to `highlighted` outlined. */
  show(lanes: readonly (readonly number[])[], highlighted: number): void {
    this.lanes = lanes;
    this.highlighted = highlighted;
    this.paint();
  }

  private setSize(width: number, height: number): void {
    const w = Math.round(width);
    const h = Math.round(height);
    if ((w === this.width && h === this.height) || !this.context) return;
    this.width = w;
    this.height = h;
    sizeCpuCanvas(this.canvas, this.context, w, h);
    this.context.fillStyle = STAGE_COLOUR;
    this.context.fillRect(0, 0, w, h);
    this.shown = this.titles.map(() => null);
    this.paint();
  }

  private paint(): void {
    const c = this.context;
    if (!c || this.width === 0) return;
    const perRow = chipsPerRow(this.width);
    let top = 0;
    let changed = false;
    for (let i = 0; i < this.titles.length; i++) {
      const members = this.lanes[i]!;
      const rows = laneRows(members.length, perRow);
      const current = members.includes(this.highlighted) ? this.highlighted : -1;
      const was = this.shown[i];
      if (!was || was.top !== top || was.rows !== rows || was.current !== current || !sameMembers(was.members, members)) {
        // Down to where it ended before, too: a row it no longer takes is the next lane's, which
        // moved up and is drawn next, or below the last lane, empty.
        const bottom = Math.max(top + rows * ROW_PX, was ? was.top + was.rows * ROW_PX : 0);
        c.fillStyle = STAGE_COLOUR;
        c.fillRect(0, top, this.width, bottom - top);
        this.paintLane(c, this.titles[i]!, members, perRow, top, current);
        this.shown[i] = { members: [...members], top, rows, current };
        changed = true;
      }
      top += rows * ROW_PX;
    }
    if (changed) this.words.changed();
  }

  private paintLane(c: CanvasRenderingContext2D, title: string, members: readonly number[], perRow: number, top: number, current: number): void {
    c.textBaseline = 'middle';
    c.textAlign = 'left';
    c.font = TITLE_FONT;
    c.fillStyle = TEXT_COLOUR;
    c.fillText(title, 0, top + ROW_PX / 2);
    if (members.length === 0) {
      c.font = DASH_FONT;
      c.fillStyle = DASH_COLOUR;
      c.fillText('—', TITLE_COLUMN_PX, top + ROW_PX / 2);
      return;
    }
    const scale = c.getTransform().a;
    for (let i = 0; i < members.length; i++) {
      const [x, y] = chipCorner(i, perRow, top);
      this.chips.draw(c, members[i]!, x, y, scale);
      if (members[i] === current) this.outline(c, x, y);
    }
  }

  /** The outline of the process the last step named: 2 px of amber around its chip, on any chip colour. */
  private outline(c: CanvasRenderingContext2D, x: number, y: number): void {
    c.strokeStyle = CURRENT_OUTLINE;
    c.lineWidth = 2;
    c.strokeRect(x - 1, y - 1, CHIP_WIDTH_PX + 2, CHIP_HEIGHT_PX + 2);
  }

  /** Each lane in words, for screen readers, tests and outside checks, once the lanes are still. */
  private describe(): void {
    const items = this.titles.map((title, i) => {
      const item = document.createElement('li');
      item.dataset.lane = title;
      item.textContent = laneWords(title, this.lanes[i]!);
      return item;
    });
    this.list.replaceChildren(...items);
  }

  destroy(): void {
    this.resize.disconnect();
    this.words.cancel();
  }
}

import { processName } from '../../../workers/scheduler/processRules';
import type { Slice } from '../../../workers/scheduler/simulate';
import { BAR_PX, CUE_GAP_PX, CUE_PX, END_LABEL_PX, GANTT_HEIGHT_PX, TICK_PX, TIME_LINE_PX } from './ganttGeometry';
import { slicesOverlapping } from './ganttWindow';
import { processColour } from './processColour';
import { STAGE_COLOUR } from './scrollEdgeCue';

/** The scroll cue's thumb is never narrower than this, so it can be seen on a long run. */
const MIN_THUMB_PX = 16;

const BAR_FONT = '13px system-ui, sans-serif';
const TIME_FONT = '11px system-ui, sans-serif';
const LABEL_COLOUR = '#ffffff';
const TIME_COLOUR = '#eceff1';

/** Where the run's end time stands on the chart (CSS pixels from the run's start): after its last slice. */
export const endPosition = (slices: readonly Slice[]): number => (slices.length ? (slices[slices.length - 1]!.end - slices[0]!.start) * TICK_PX : 0);

/** The chart's content width for a run's slices: its ticks and, once there is one, the end time's room. */
export function contentWidth(slices: readonly Slice[]): number {
  return slices.length === 0 ? 0 : endPosition(slices) + END_LABEL_PX;
}

/** What the chart shows: the run's slices through a window `viewPx` wide, `offsetPx` in. */
export interface GanttWindow {
  offsetPx: number;
  viewPx: number;
  contentPx: number;
}

/** The slices a window shows, as an index range [first, last) (with a tick's margin either side). */
export function slicesInWindow(slices: readonly Slice[], { offsetPx, viewPx }: GanttWindow): [first: number, last: number] {
  if (slices.length === 0) return [0, 0];
  const origin = slices[0]!.start;
  return slicesOverlapping(slices, origin + Math.floor(offsetPx / TICK_PX) - 1, origin + Math.ceil((offsetPx + viewPx) / TICK_PX) + 1);
}

/** Idle time's stripes (the chart's one pattern), made once per canvas context. */
function idlePattern(context: CanvasRenderingContext2D): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const pen = tile.getContext('2d');
  if (!pen) return '#37474f';
  pen.fillStyle = '#263238';
  pen.fillRect(0, 0, 8, 8);
  pen.strokeStyle = '#37474f';
  pen.lineWidth = 3;
  // Two strokes so the stripes run on across the tile's corners.
  pen.beginPath();
  pen.moveTo(-2, 10);
  pen.lineTo(10, -2);
  pen.moveTo(6, 10);
  pen.lineTo(10, 6);
  pen.moveTo(-2, 2);
  pen.lineTo(2, -2);
  pen.stroke();
  return context.createPattern(tile, 'repeat') ?? '#37474f';
}

/** What a canvas shows: a run's slices (the model's array, which a run only grows) through a window. */
interface Shown {
  slices: readonly Slice[];
  count: number;
  end: number;
  offsetPx: number;
  viewPx: number;
}

/**
 * Draws the Gantt chart into a 2D canvas context (in CSS pixels; the caller sets the device
 * pixel scale): each slice a bar in its process's colour, named, its start time below, the run's
 * end time after the last one (as textbooks close a chart: 0 24 27 30), and a thin cue of where
 * the window is when the run is wider than it.
 *
 * A frame of a run draws only what it changed. While the chart follows the clock, the picture
 * moves left by the time that passed: the part that stays is copied along, and only the slice
 * that grew and the new ones after it are drawn, two or three instead of the forty in view.
 */
export class GanttPainter {
  private shown: Shown | null = null;
  /** Widths of names and times, measured once each, in their fonts. */
  private readonly nameWidths = new Map<string, number>();
  private readonly timeWidths = new Map<string, number>();

  constructor(
    private readonly context: CanvasRenderingContext2D,
    private readonly idle: CanvasPattern | string = idlePattern(context),
  ) {}

  /** The canvas was cleared or resized: the next paint draws everything. */
  invalidate(): void {
    this.shown = null;
  }

  /** Draws what changed since the last paint; false when nothing had (nothing drawn). */
  paint(slices: readonly Slice[], view: GanttWindow): boolean {
    const c = this.context;
    const end = slices.length ? slices[slices.length - 1]!.end : -1;
    const was = this.shown;
    if (
      was &&
      was.slices === slices &&
      was.count === slices.length &&
      was.end === end &&
      was.offsetPx === view.offsetPx &&
      was.viewPx === view.viewPx
    )
      return false;
    const keep = this.keptWidth(slices, view);
    if (keep > 0) this.shiftKept(view.offsetPx - (this.shown?.offsetPx ?? 0), keep);
    c.fillStyle = STAGE_COLOUR;
    c.fillRect(keep, 0, view.viewPx - keep, GANTT_HEIGHT_PX);
    if (keep > 0) c.fillRect(0, BAR_PX + TIME_LINE_PX, keep, GANTT_HEIGHT_PX - BAR_PX - TIME_LINE_PX);
    this.shown = { slices, count: slices.length, end, offsetPx: view.offsetPx, viewPx: view.viewPx };
    if (slices.length === 0) return true;
    const origin = slices[0]!.start;
    const [, last] = slicesInWindow(slices, view);
    // Drawn from the first slice in the window, or after what was kept (which ends at a slice's start).
    const first =
      keep > 0
        ? slicesOverlapping(slices, origin + Math.floor((view.offsetPx + keep) / TICK_PX), Number.POSITIVE_INFINITY)[0]
        : slicesInWindow(slices, view)[0];
    const left = (slice: Slice) => (slice.start - origin) * TICK_PX - view.offsetPx;
    for (let i = first; i < last; i++) {
      const slice = slices[i]!;
      // The slice's last pixel is left in the stage's colour: the line between two slices.
      c.fillStyle = slice.pid < 0 ? this.idle : processColour(slice.pid);
      c.fillRect(left(slice), 0, (slice.end - slice.start) * TICK_PX - 1, BAR_PX);
    }
    // Names, then times: a font is parsed again at each change, so each is set once a paint.
    c.textBaseline = 'middle';
    c.font = BAR_FONT;
    c.fillStyle = LABEL_COLOUR;
    c.textAlign = 'center';
    for (let i = first; i < last; i++) this.paintName(slices[i]!, left(slices[i]!));
    c.font = TIME_FONT;
    c.fillStyle = TIME_COLOUR;
    c.textAlign = 'left';
    const timeY = BAR_PX + TIME_LINE_PX / 2;
    for (let i = first; i < last; i++) {
      // A time wider than its slice would run into the next one's (1277 1278 as '12771278'):
      // it is left out, the next time one tick on says it, and the chart's words have it.
      const time = String(slices[i]!.start);
      if (this.widthOf(time, this.timeWidths) <= (slices[i]!.end - slices[i]!.start) * TICK_PX - 2) c.fillText(time, left(slices[i]!), timeY);
    }
    const endX = endPosition(slices) - view.offsetPx;
    if (endX >= keep && endX < view.viewPx) c.fillText(String(slices[slices.length - 1]!.end), endX, timeY);
    if (view.contentPx > view.viewPx) this.paintCue(view);
    return true;
  }

  /**
   * How much of the window, from its left edge, still shows what it should once the picture is
   * moved by the scroll since the last paint: everything before the slice that was last (it may
   * have grown) and before the window's old right edge, back to a whole slice's start (a slice
   * is always drawn whole, its name once). 0: draw it all (a new run, a step back, a new width,
   * a scroll back, or a jump wider than the window).
   */
  private keptWidth(slices: readonly Slice[], view: GanttWindow): number {
    const was = this.shown;
    if (
      !was ||
      was.count === 0 ||
      was.slices !== slices ||
      slices.length < was.count ||
      slices[slices.length - 1]!.end < was.end ||
      view.viewPx !== was.viewPx
    )
      return 0;
    const shift = view.offsetPx - was.offsetPx;
    if (shift < 0 || shift >= view.viewPx) return 0;
    const origin = slices[0]!.start;
    const unchanged = Math.min((slices[was.count - 1]!.start - origin) * TICK_PX, was.offsetPx + view.viewPx);
    // Back to the start of the slice the unchanged part ends in.
    const tick = origin + Math.floor(unchanged / TICK_PX);
    const [holder] = slicesOverlapping(slices, tick, tick + 1);
    const from = holder < slices.length ? Math.min(unchanged, (slices[holder]!.start - origin) * TICK_PX) : unchanged;
    return Math.max(0, Math.floor(from - view.offsetPx));
  }

  /** Moves the bars and times kept `shift` pixels to the left (device pixels, past the context's scale). */
  private shiftKept(shift: number, keep: number): void {
    if (shift === 0) return;
    const c = this.context;
    const scale = c.getTransform().a;
    c.save();
    c.setTransform(1, 0, 0, 1, 0, 0);
    const rows = Math.round((BAR_PX + TIME_LINE_PX) * scale);
    c.drawImage(c.canvas, Math.round(shift * scale), 0, Math.round(keep * scale), rows, 0, 0, Math.round(keep * scale), rows);
    c.restore();
  }

  /** A slice's name centred on its bar (in the names' font), clipped to it when the bar is too narrow. */
  private paintName(slice: Slice, x: number): void {
    const c = this.context;
    const width = (slice.end - slice.start) * TICK_PX;
    const label = slice.pid < 0 ? 'idle' : processName(slice.pid);
    if (this.widthOf(label, this.nameWidths) <= width - 2) {
      c.fillText(label, x + width / 2, BAR_PX / 2);
      return;
    }
    c.save();
    c.beginPath();
    c.rect(x, 0, width - 1, BAR_PX);
    c.clip();
    c.fillText(label, x + width / 2, BAR_PX / 2);
    c.restore();
  }

  /** A text's width in the font set now, kept in `widths` (a run's times are a few thousand at most). */
  private widthOf(text: string, widths: Map<string, number>): number {
    let width = widths.get(text);
    if (width === undefined) {
      width = this.context.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  }

  private paintCue({ offsetPx, viewPx, contentPx }: GanttWindow): void {
    const c = this.context;
    const y = BAR_PX + TIME_LINE_PX + CUE_GAP_PX;
    c.fillStyle = 'rgba(255,255,255,0.12)';
    c.fillRect(0, y, viewPx, CUE_PX);
    const thumb = Math.max(MIN_THUMB_PX, (viewPx / contentPx) * viewPx);
    const left = (offsetPx / Math.max(1, contentPx - viewPx)) * (viewPx - thumb);
    c.fillStyle = 'rgba(255,255,255,0.55)';
    c.fillRect(left, y, thumb, CUE_PX);
  }
}

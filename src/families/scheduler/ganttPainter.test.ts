import { describe, expect, it } from 'vitest';
import type { Slice } from '../../../workers/scheduler/simulate';
import { END_LABEL_PX, TICK_PX } from './ganttGeometry';
import { contentWidth, GanttPainter } from './ganttPainter';

/** A 2D context that records what is drawn: text with its place, and copies of the canvas. */
function recordingContext() {
  const texts: { text: string; x: number }[] = [];
  const copies: number[][] = [];
  const context = {
    canvas: {},
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect() {},
    fillText(text: string, x: number) {
      texts.push({ text, x });
    },
    measureText: (text: string) => ({ width: text.length * 7 }),
    save() {},
    restore() {},
    beginPath() {},
    rect() {},
    clip() {},
    getTransform: () => ({ a: 1 }),
    setTransform() {},
    drawImage(_: unknown, ...args: number[]) {
      copies.push(args);
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, texts, copies };
}

const names = (texts: { text: string }[]) => texts.map((t) => t.text).filter((t) => /^(P\d+|idle)$/.test(t));

describe('Gantt painter', () => {
  it('draws the slices in the window, named, with their start times and the run end after the last one', () => {
    const { context, texts } = recordingContext();
    const slices: Slice[] = [
      { pid: 0, start: 0, end: 4 },
      { pid: 1, start: 4, end: 7 },
      { pid: 2, start: 7, end: 10 },
      { pid: 0, start: 10, end: 30 },
    ];
    new GanttPainter(context, '#000').paint(slices, { offsetPx: 0, viewPx: 2000, contentPx: contentWidth(slices) });
    expect(names(texts)).toEqual(['P0', 'P1', 'P2', 'P0']);
    // Times under each slice's start, and the end time where the last slice ends (textbooks' 0 4 7 10 30).
    expect(texts.filter((t) => /^\d+$/.test(t.text)).map((t) => [t.text, t.x])).toEqual([
      ['0', 0],
      ['4', 4 * TICK_PX],
      ['7', 7 * TICK_PX],
      ['10', 10 * TICK_PX],
      ['30', 30 * TICK_PX],
    ]);
    expect(contentWidth(slices)).toBe(30 * TICK_PX + END_LABEL_PX);
  });

  it('leaves out a time wider than its slice, which would run into the next time', () => {
    const { context, texts } = recordingContext();
    // Times are 7 px a digit here: '1277' does not fit a one-tick slice (28 px), '1278' fits two ticks.
    const slices: Slice[] = [
      { pid: 0, start: 1276, end: 1277 },
      { pid: 1, start: 1277, end: 1278 },
      { pid: 2, start: 1278, end: 1280 },
    ];
    new GanttPainter(context, '#000').paint(slices, { offsetPx: 0, viewPx: 500, contentPx: contentWidth(slices) });
    expect(texts.filter((t) => /^\d+$/.test(t.text)).map((t) => t.text)).toEqual(['1278', '1280']);
    expect(names(texts)).toEqual(['P0', 'P1', 'P2']);
  });

  it('scrolled, draws only the slices in view, placed from the window’s left edge', () => {
    const { context, texts } = recordingContext();
    const slices: Slice[] = Array.from({ length: 100 }, (_, i) => ({ pid: i % 3, start: i, end: i + 1 }));
    new GanttPainter(context, '#000').paint(slices, { offsetPx: 50 * TICK_PX, viewPx: 10 * TICK_PX, contentPx: contentWidth(slices) });
    const times = texts.filter((t) => /^\d+$/.test(t.text));
    // Ticks 50-59 in view, and a slice either side that a part of a pixel might show.
    expect(times.map((t) => Number(t.text))).toEqual(Array.from({ length: 12 }, (_, i) => 49 + i));
    expect(times.find((t) => t.text === '50')?.x).toBe(0);
  });

  it('following a growing run, copies what stays and draws only the slice that grew and the new ones', () => {
    const { context, texts, copies } = recordingContext();
    const painter = new GanttPainter(context, '#000');
    const view = 20 * TICK_PX;
    const slices: Slice[] = Array.from({ length: 40 }, (_, i) => ({ pid: i % 5, start: i * 2, end: i * 2 + 2 }));
    const at = () => ({ offsetPx: Math.max(0, contentWidth(slices) - view), viewPx: view, contentPx: contentWidth(slices) });
    painter.paint(slices, at());
    expect(copies).toHaveLength(0);
    texts.length = 0;
    // Two ticks later: the last slice grew by one and a new one began.
    slices[39]!.end += 1;
    slices.push({ pid: 3, start: 81, end: 82 });
    painter.paint(slices, at());
    expect(copies).toHaveLength(1);
    // Moved left by the two ticks that passed.
    expect(copies[0]![0]).toBe(2 * TICK_PX);
    expect(names(texts)).toEqual(['P4', 'P3']);
    expect(texts.filter((t) => /^\d+$/.test(t.text)).map((t) => t.text)).toEqual(['78', '81', '82']);
  });

  it('draws everything again after a step back, a new width or a scroll back', () => {
    const slices: Slice[] = Array.from({ length: 30 }, (_, i) => ({ pid: i % 5, start: i, end: i + 1 }));
    const contentPx = contentWidth(slices);
    /** What a painter that has drawn nothing yet draws for the same window. */
    const fresh = (shown: readonly Slice[], view: { offsetPx: number; viewPx: number }) => {
      const { context, texts } = recordingContext();
      new GanttPainter(context, '#000').paint(shown, { ...view, contentPx });
      return names(texts);
    };
    const { context, texts, copies } = recordingContext();
    const painter = new GanttPainter(context, '#000');
    painter.paint(slices, { offsetPx: 200, viewPx: 300, contentPx });
    for (const [shown, view] of [
      [slices, { offsetPx: 100, viewPx: 300 }],
      [slices.slice(0, 25), { offsetPx: 100, viewPx: 300 }],
      [slices.slice(0, 25), { offsetPx: 100, viewPx: 320 }],
    ] as const) {
      texts.length = 0;
      painter.paint(shown, { ...view, contentPx });
      expect(names(texts)).toEqual(fresh(shown, view));
    }
    expect(copies).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { type CellMetrics, cellWidth, fitRowWindow, linesTaken } from './rowWindow';

/** Round numbers near the stage's: a 1-character cell 30 px, each more character 10 px, gap 4, cue 12. */
const m: CellMetrics = { min: 30, base: 20, perChar: 10, gap: 4, cue: 12 };
/** Width of `n` one-character cells side by side, with a cue before and/or after. */
const row = (n: number, cues = 0) => n * 30 + (n - 1) * 4 + cues * 16;
const ones = () => 30;

describe('cellWidth', () => {
  it('is the min-width for short texts and grows by a character width past it', () => {
    expect(cellWidth(m, '')).toBe(30);
    expect(cellWidth(m, '7')).toBe(30);
    expect(cellWidth(m, '12')).toBe(40);
    expect(cellWidth(m, '1.2345678901234567')).toBe(200);
  });
});

describe('fitRowWindow', () => {
  it('shows every item, with no cue, when they all fit', () => {
    expect(fitRowWindow(9, 4, ones, row(9), m, 24, 'centre')).toEqual({ start: 0, end: 9 });
    expect(fitRowWindow(9, 8, ones, row(9), m, 24, 'end')).toEqual({ start: 0, end: 9 });
  });

  it('shows only whole cells, keeping room for the cue on the side that hides items (the phone case: 15 tokens, 330 px)', () => {
    // 330 px holds ten bare cells (336 px would need 10.2); with the after cue only nine.
    const { start, end } = fitRowWindow(15, 0, ones, 330, m, 24, 'centre');
    expect({ start, end }).toEqual({ start: 0, end: 9 });
    expect(row(end - start, 1)).toBeLessThanOrEqual(330);
    expect(row(end - start + 1, 1)).toBeGreaterThan(330);
  });

  it('centres the focus and keeps a cue on each side in the middle of a long row', () => {
    const { start, end } = fitRowWindow(40, 20, ones, 330, m, 24, 'centre');
    expect(start).toBeLessThanOrEqual(20);
    expect(end).toBeGreaterThan(20);
    expect(Math.abs(20 - start - (end - 1 - 20))).toBeLessThanOrEqual(1);
    expect(row(end - start, 2)).toBeLessThanOrEqual(330);
    expect(row(end - start + 1, 2)).toBeGreaterThan(330);
  });

  it('slides to the end of the row when the focus is near it, the cue only before', () => {
    const { start, end } = fitRowWindow(15, 14, ones, 330, m, 24, 'centre');
    expect(end).toBe(15);
    expect(end - start).toBe(9);
  });

  it("shows a stack's top and as many items under it as fit", () => {
    expect(fitRowWindow(15, 14, ones, 330, m, 10, 'end')).toEqual({ start: 6, end: 15 });
    expect(fitRowWindow(3, 2, ones, 330, m, 10, 'end')).toEqual({ start: 0, end: 3 });
  });

  it('counts each cell by its own width: long numbers leave room for fewer cells', () => {
    const texts = ['1.25', '+', '1000000', '*', '3', '-', '42'];
    const widthOf = (i: number) => cellWidth(m, texts[i]!);
    const { start, end } = fitRowWindow(texts.length, 2, widthOf, 200, m, 24, 'centre');
    const used =
      texts.slice(start, end).reduce((sum, text) => sum + cellWidth(m, text) + m.gap, -m.gap) + (start > 0 ? 16 : 0) + (end < texts.length ? 16 : 0);
    expect(start).toBeLessThanOrEqual(2);
    expect(end).toBeGreaterThan(2);
    expect(used).toBeLessThanOrEqual(200);
    expect({ start, end }).toEqual({ start: 1, end: 4 });
  });

  it('never shows more cells than the pool, and marks the rest hidden', () => {
    expect(fitRowWindow(100, 0, ones, 10_000, m, 24, 'centre')).toEqual({ start: 0, end: 24 });
    expect(fitRowWindow(100, 99, ones, 10_000, m, 10, 'end')).toEqual({ start: 90, end: 100 });
  });

  it('keeps the focus even when it alone is wider than the row, and clamps a focus outside the items', () => {
    expect(fitRowWindow(5, 2, (i) => (i === 2 ? 500 : 30), 330, m, 24, 'centre')).toEqual({ start: 2, end: 3 });
    expect(fitRowWindow(5, -1, ones, 330, m, 24, 'centre')).toEqual({ start: 0, end: 5 });
    expect(fitRowWindow(30, 99, ones, 330, m, 24, 'centre')).toEqual({ start: 21, end: 30 });
    expect(fitRowWindow(0, -1, ones, 330, m, 24, 'centre')).toEqual({ start: 0, end: 0 });
  });

  it('reaches the whole row through windows that need cues, whatever the focus, when the cues are narrower than a cell', () => {
    for (let focus = 0; focus < 7; focus++)
      expect(fitRowWindow(7, focus, ones, row(7), m, 24, 'centre'), `focus ${focus}`).toEqual({ start: 0, end: 7 });
  });
});

describe('a row that wraps (the tape on a phone)', () => {
  it('counts lines as flex-wrap does: a gap between items on a line, a cue as an item, an item too wide alone on its line', () => {
    // Nine 30 px cells and their gaps are 302 px: a tenth starts a second line at 330 px.
    expect(linesTaken(0, 9, 9, ones, 330, m)).toBe(1);
    expect(linesTaken(0, 10, 10, ones, 330, m)).toBe(2);
    // A cue after nine cells (302 + 4 + 12 = 318) still fits; before and after (334) does not.
    expect(linesTaken(0, 9, 20, ones, 330, m)).toBe(1);
    expect(linesTaken(1, 10, 20, ones, 330, m)).toBe(2);
    expect(linesTaken(0, 3, 3, (i) => (i === 1 ? 500 : 30), 330, m)).toBe(3);
  });

  it('shows a whole 15-token expression on two lines where one line held nine, with no cue', () => {
    expect(fitRowWindow(15, 0, ones, 330, m, 24, 'centre', 1)).toEqual({ start: 0, end: 9 });
    expect(fitRowWindow(15, 0, ones, 330, m, 24, 'centre', 2)).toEqual({ start: 0, end: 15 });
    expect(fitRowWindow(15, 14, ones, 330, m, 24, 'centre', 2)).toEqual({ start: 0, end: 15 });
  });

  it('fills its lines around the focus in a long row, cues included, and no more', () => {
    const { start, end } = fitRowWindow(40, 20, ones, 330, m, 24, 'centre', 2);
    expect(start).toBeLessThanOrEqual(20);
    expect(end).toBeGreaterThan(20);
    expect(linesTaken(start, end, 40, ones, 330, m)).toBeLessThanOrEqual(2);
    expect(linesTaken(start - 1, end, 40, ones, 330, m)).toBeGreaterThan(2);
    expect(linesTaken(start, end + 1, 40, ones, 330, m)).toBeGreaterThan(2);
    // Two lines of nine, less the two cues' room: more than one line's window, and the pool still bounds it.
    expect(end - start).toBeGreaterThan(9);
    expect(fitRowWindow(100, 50, ones, 10_000, m, 24, 'centre', 2)).toEqual({ start: 38, end: 62 });
  });
});

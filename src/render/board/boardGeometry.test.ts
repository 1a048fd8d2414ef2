import { describe, expect, it } from 'vitest';
import { boxLineOffsetsCss, extentPx, fitCell, offsetCss, offsetPx } from './boardGeometry';

describe('board geometry', () => {
  it('puts 2 px between cells and 3 px more at each sudoku box boundary', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8].map((i) => offsetPx(i, 3))).toEqual([0, 2, 4, 9, 11, 13, 18, 22]);
    expect([0, 1, 13].map((i) => offsetPx(i))).toEqual([0, 2, 26]);
    expect(offsetCss(4, 3)).toBe('calc(var(--cell) * 4 + 11px)');
  });

  it('measures a board as its cells plus the gaps between them', () => {
    expect(extentPx(9, 3)).toBe(22);
    expect(extentPx(14)).toBe(26);
    expect(extentPx(1)).toBe(0);
    expect(extentPx(10, undefined, 0)).toBe(0);
  });

  it('fits the largest whole cell into the room, within the size limits', () => {
    // 9 cells of 33 px and 22 px of gaps make 319 px.
    expect(fitCell(326, 9, 3, 32, 64)).toBe(33);
    expect(fitCell(2000, 9, 3, 32, 64)).toBe(64);
    // Too narrow: the smallest cell, and the board scrolls.
    expect(fitCell(200, 15, undefined, 20, 56)).toBe(20);
  });

  it('draws a line centred in each box boundary: 1 px of gap either side of its 3 px', () => {
    // Cell 2 ends at 3 cells + 4 px; cell 3 starts at 3 cells + 9 px.
    expect(boxLineOffsetsCss(9, 3)).toEqual(['calc(var(--cell) * 3 + 5px)', 'calc(var(--cell) * 6 + 14px)']);
    expect(boxLineOffsetsCss(4, 4)).toEqual([]);
  });
});

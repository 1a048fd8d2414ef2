import { describe, expect, it } from 'vitest';
import { cellRects } from './cellRects';

describe('cellRects', () => {
  it('gives nothing to draw when nothing changed', () => {
    expect(cellRects([], 18, 18, 64)).toEqual([]);
  });

  it('joins neighbouring cells of a row, across a one-cell gap, and never across rows', () => {
    // Row 0: 3, 4, 6 (one cell between) and 9; row 1: 0 (cell 18), which follows 17 in index only.
    expect(cellRects([6, 3, 4, 9, 18, 17], 18, 18, 64)).toEqual([
      [3, 0, 7, 1],
      [9, 0, 10, 1],
      [17, 0, 18, 1],
      [0, 1, 1, 2],
    ]);
  });

  it('tolerates a cell listed twice', () => {
    expect(cellRects([5, 4, 5], 18, 18, 64)).toEqual([[4, 0, 6, 1]]);
  });

  it('asks for the whole square when most cells changed or rectangles would be too many', () => {
    const most = Array.from({ length: 200 }, (_, i) => i);
    expect(cellRects(most, 18, 18, 64)).toBeNull();
    // Every third cell (gaps of two stay open): 100 separate rectangles, more than 64.
    const scattered = Array.from({ length: 100 }, (_, i) => i * 3);
    expect(cellRects(scattered, 18, 18, 64)).toBeNull();
    expect(cellRects(scattered.slice(0, 10), 18, 18, 64)).toHaveLength(10);
  });
});

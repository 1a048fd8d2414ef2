import { describe, expect, it } from 'vitest';
import { GRID_SIZE } from '../../../workers/search/searchTypes';
import { defaultGrid, paintCell, paintStroke, pressCell, strokeCells } from './gridEditing';

const at = (r: number, c: number) => r * GRID_SIZE + c;

const fresh = () => ({ grid: defaultGrid(), selected: null, refused: '' });

describe('grid editing (spec §4)', () => {
  it('a normal cell toggles blocked', () => {
    const once = pressCell(fresh(), 5);
    expect(once.grid[5]).toBe('B');
    expect(pressCell(once, 5).grid[5]).toBe('.');
  });

  it('S is picked up, then an empty cell receives it', () => {
    const picked = pressCell(fresh(), 0);
    expect(picked).toMatchObject({ grid: defaultGrid(), selected: 'S' });
    const moved = pressCell(picked, 40);
    expect(moved.grid[40]).toBe('S');
    expect(moved.grid[0]).toBe('.');
    expect(moved.selected).toBeNull();
  });

  it('a marker never lands on S, E or a wall; pressing it again puts it down', () => {
    const picked = pressCell(fresh(), 323);
    const refused = pressCell(picked, 0);
    expect(refused.grid).toBe(defaultGrid());
    expect(refused.selected).toBe('E');
    expect(refused.refused).toMatch(/only move to an empty cell/);
    const walled = pressCell(pressCell(fresh(), 7), 323);
    expect(pressCell(walled, 7).grid).toBe(walled.grid);
    expect(pressCell(picked, 323).selected).toBeNull();
  });

  it("painting spreads the first cell's kind but never over S or E", () => {
    expect(paintCell(defaultGrid(), 9, 'B')[9]).toBe('B');
    expect(paintCell(defaultGrid(), 0, 'B')).toBe(defaultGrid());
    expect(paintCell(paintCell(defaultGrid(), 9, 'B'), 9, '.')).toBe(defaultGrid());
  });

  it("a drag's move that jumps several cells paints the straight line of cells between, end included", () => {
    expect(strokeCells(at(9, 2), at(9, 6))).toEqual([at(9, 3), at(9, 4), at(9, 5), at(9, 6)]);
    expect(strokeCells(at(4, 4), at(1, 4))).toEqual([at(3, 4), at(2, 4), at(1, 4)]);
    expect(strokeCells(at(0, 0), at(3, 3))).toEqual([at(1, 1), at(2, 2), at(3, 3)]);
    // A shallow line steps one column at a time and moves down a row halfway.
    expect(strokeCells(at(0, 0), at(1, 4))).toEqual([at(0, 1), at(0, 2), at(1, 3), at(1, 4)]);
    expect(strokeCells(at(7, 7), at(7, 8))).toEqual([at(7, 8)]);
    expect(strokeCells(at(7, 7), at(7, 7))).toEqual([]);
    const row = paintStroke(defaultGrid(), at(9, 2), at(9, 12), 'B');
    expect(row.slice(at(9, 3), at(9, 13))).toBe('B'.repeat(10));
    expect([...row].filter((ch) => ch === 'B')).toHaveLength(10);
    // A stroke that ends on E paints up to it and leaves E in its place.
    const bottom = paintStroke(defaultGrid(), at(17, 10), at(17, 17), 'B');
    expect(bottom.slice(at(17, 0))).toBe(`${'.'.repeat(11)}${'B'.repeat(6)}E`);
    expect(paintStroke(defaultGrid(), at(16, 17), at(17, 17), 'B')).toBe(defaultGrid());
  });
});

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../workers/protocol/random';
import { defaultGrid, OBSTACLE_ATTEMPTS, paintCell, pressCell, randomObstacles } from './gridEditing';

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

  it('painting spreads the first cell\'s kind but never over S or E', () => {
    expect(paintCell(defaultGrid(), 9, 'B')[9]).toBe('B');
    expect(paintCell(defaultGrid(), 0, 'B')).toBe(defaultGrid());
    expect(paintCell(paintCell(defaultGrid(), 9, 'B'), 9, '.')).toBe(defaultGrid());
  });

  it('random obstacles: up to 14 × 14 walls, S and E kept', () => {
    const grid = randomObstacles(pressCell(fresh(), 3).grid, seededRandom(3));
    const walls = [...grid].filter((c) => c === 'B').length;
    expect(walls).toBeGreaterThan(100);
    expect(walls).toBeLessThanOrEqual(OBSTACLE_ATTEMPTS);
    expect(grid[0]).toBe('S');
    expect(grid[323]).toBe('E');
  });
});

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { dijkstra } from './dijkstra';
import { parseGrid } from './gridGraph';
import { drawObstacles, hasPath, OBSTACLE_ATTEMPTS, obstaclesWithPath } from './obstacles';
import { GRID_CELLS, GRID_SIZE } from './searchTypes';

const at = (r: number, c: number) => r * GRID_SIZE + c;
const put = (grid: string, cell: number, ch: string) => grid.slice(0, cell) + ch + grid.slice(cell + 1);
/** The page's default grid: S top-left, E bottom-right, the placement hardest to connect. */
const corners = `S${'.'.repeat(GRID_CELLS - 2)}E`;
/** S and E moved by the visitor, with walls of their own that a draw clears. */
const moved = put(put(put(put('.'.repeat(GRID_CELLS), at(3, 15), 'S'), at(16, 2), 'E'), at(4, 4), 'B'), at(9, 9), 'B');
const walls = (grid: string) => [...grid].filter((ch) => ch === 'B').length;

describe('random obstacles (spec §9: up to 14 × 14 attempts a draw)', () => {
  it('one draw clears the old walls, blocks up to 14 × 14 cells and never S or E', () => {
    for (let seed = 0; seed < 50; seed++) {
      const grid = drawObstacles(moved, seededRandom(seed));
      expect(grid).toHaveLength(GRID_CELLS);
      expect(walls(grid)).toBeLessThanOrEqual(OBSTACLE_ATTEMPTS);
      // About 45% of the cells: repeats and S or E take the rest of the attempts.
      expect(walls(grid)).toBeGreaterThan(100);
      expect([grid.indexOf('S'), grid.indexOf('E')]).toEqual([at(3, 15), at(16, 2)]);
      expect(grid.split('S')).toHaveLength(2);
      expect(grid.split('E')).toHaveLength(2);
    }
  });

  it('a single draw rarely leaves a path between opposite corners: why the button draws again', () => {
    const random = seededRandom(1);
    const draws = 2000;
    let connected = 0;
    for (let i = 0; i < draws; i++) if (hasPath(drawObstacles(corners, random))) connected++;
    expect(connected / draws).toBeLessThan(0.05);
  });

  it('over 200 presses (seeds), every answer has a path from S to E, with S and E where they were', () => {
    for (const grid of [corners, moved]) {
      for (let seed = 0; seed < 200; seed++) {
        const answer = obstaclesWithPath(grid, seed);
        if (answer.grid === null) throw new Error(`seed ${seed}: no path in ${answer.draws} draws`);
        expect(dijkstra(parseGrid(answer.grid, false), true), `seed ${seed}`).not.toBeNull();
        expect([answer.grid.indexOf('S'), answer.grid.indexOf('E')]).toEqual([grid.indexOf('S'), grid.indexOf('E')]);
        expect(walls(answer.grid)).toBeLessThanOrEqual(OBSTACLE_ATTEMPTS);
        expect(walls(answer.grid)).toBeGreaterThan(80);
      }
    }
  });

  it('the answer is the first draw of the seed that has a path, so a press is reproducible', () => {
    const answer = obstaclesWithPath(corners, 7);
    expect(obstaclesWithPath(corners, 7)).toEqual(answer);
    const random = seededRandom(7);
    const before = Array.from({ length: answer.draws - 1 }, () => drawObstacles(corners, random));
    expect(before.some((grid) => hasPath(grid))).toBe(false);
    expect(drawObstacles(corners, random)).toBe(answer.grid);
  });

  it('gives up after the draws it is allowed, with no grid, when none had a path', () => {
    // Seed 7's first draw leaves no path between the corners (checked above: it takes more than one).
    expect(obstaclesWithPath(corners, 7).draws).toBeGreaterThan(1);
    expect(obstaclesWithPath(corners, 7, 1)).toEqual({ grid: null, draws: 1 });
  });

  it('hasPath: E walled in has none; diagonal steps would not help, since corners are never cut', () => {
    expect(hasPath(corners)).toBe(true);
    const walledIn = put(put(corners, at(17, 16), 'B'), at(16, 17), 'B');
    expect(hasPath(walledIn)).toBe(false);
    expect(dijkstra(parseGrid(walledIn, true), true)).toBeNull();
  });
});

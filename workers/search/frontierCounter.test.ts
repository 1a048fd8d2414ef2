import { describe, expect, it } from 'vitest';
import { parseGrid } from './gridGraph';
import { Op } from './searchOps';
import { GRID_CELLS } from './searchTypes';
import { randomGrid, runSearch } from './testGrids';

/** The searches with a queue, stack or heap; the depth-limited ones expand every cell they push at once. */
const queued = ['breadthfirstSearch', 'depthfirstSearch', 'astarSearch', 'greedybfsSearch'] as const;
const grids = Array.from({ length: 30 }, (_, seed) => randomGrid(seed + 1, [0.1, 0.2, 0.3][seed % 3]));

/**
 * Replays a search's own events and returns, per Push/Visit, the 'Frontier' counter it carries
 * and the reference: distinct cells pushed and not yet expanded.
 */
function frontierReadings(ops: readonly (readonly number[])[]) {
  const waiting = new Set<number>();
  const expanded = new Set<number>();
  const readings: { shown: number; distinct: number }[] = [];
  for (const [code, cell, b, c] of ops) {
    if (code === Op.Push) {
      if (!expanded.has(cell)) waiting.add(cell);
      readings.push({ shown: b, distinct: waiting.size });
    } else if (code === Op.Visit) {
      waiting.delete(cell);
      expanded.add(cell);
      readings.push({ shown: c, distinct: waiting.size });
    }
  }
  return readings;
}

describe("the 'Frontier' counter counts distinct cells waiting, not stale stack or heap entries", () => {
  for (const algorithm of queued) {
    it(`${algorithm}: equals the distinct pushed-but-not-expanded cells at every step, both neighbour modes`, () => {
      for (const diagonal of [false, true]) {
        for (const grid of grids) {
          const readings = frontierReadings(runSearch(algorithm, parseGrid(grid, diagonal)).ops);
          for (const { shown, distinct } of readings) {
            expect(shown, `${grid} diag=${diagonal}`).toBeLessThanOrEqual(GRID_CELLS);
            expect(shown, `${grid} diag=${diagonal}`).toBe(distinct);
          }
        }
      }
    });
  }
});

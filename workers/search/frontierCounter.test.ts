import { describe, expect, it } from 'vitest';
import type { Operation } from '../protocol/ops';
import { parseGrid } from './gridGraph';
import { Op } from './searchOps';
import { GRID_CELLS } from './searchTypes';
import { randomGrid, runSearch } from './testGrids.testSupport';

/** The searches with a queue, stack or heap: expanding a cell takes every copy of it out. */
const queued = ['breadthfirstSearch', 'depthfirstSearch', 'astarSearch', 'greedybfsSearch'] as const;
/** The depth-limited ones: each push is one route waiting in a frame, and each visit takes one out. */
const limited = ['depthlimitSearch', 'iterativedepthLimitSearch'] as const;
const grids = Array.from({ length: 30 }, (_, seed) => randomGrid(seed + 1, [0.1, 0.2, 0.3][seed % 3]!));

/**
 * Replays a search's own events and returns, per Push/Visit, the 'Frontier' counter it carries
 * and the reference: distinct cells pushed and not yet expanded.
 */
function frontierReadings(ops: readonly Operation[]) {
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

/**
 * The depth-limited frontier, replayed: routes waiting per cell. Returns the readings as above
 * and the visits that took out a route that was never waiting (none, if the frontier is real).
 */
function routeReadings(ops: readonly Operation[]) {
  let copies = new Map<number, number>();
  const readings: { shown: number; distinct: number }[] = [];
  let unannounced = 0;
  for (const [code, cell, b, c] of ops) {
    if (code === Op.Round) copies = new Map();
    if (code === Op.Push) {
      copies.set(cell, (copies.get(cell) ?? 0) + 1);
      readings.push({ shown: b, distinct: copies.size });
    } else if (code === Op.Visit) {
      const left = (copies.get(cell) ?? 0) - 1;
      if (left < 0) unannounced++;
      if (left > 0) copies.set(cell, left);
      else copies.delete(cell);
      readings.push({ shown: c, distinct: copies.size });
    }
  }
  return { readings, unannounced };
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

describe('the depth-limited searches: the frontier is the untried neighbours of every frame on the stack', () => {
  for (const algorithm of limited) {
    it(`${algorithm}: every expansion comes out of the frontier, and the counter is its distinct cells`, () => {
      for (const diagonal of [false, true]) {
        // Iterative deepening repeats every round below the limit: fewer and shallower runs keep it quick.
        for (const grid of grids.slice(0, algorithm === 'depthlimitSearch' ? 12 : 6)) {
          for (const limit of algorithm === 'depthlimitSearch' ? [3, 12, 40] : [3, 10]) {
            const { readings, unannounced } = routeReadings(runSearch(algorithm, parseGrid(grid, diagonal), limit).ops);
            expect(unannounced, `${grid} diag=${diagonal} limit=${limit}`).toBe(0);
            for (const { shown, distinct } of readings) {
              expect(shown, `${grid} diag=${diagonal} limit=${limit}`).toBeLessThanOrEqual(GRID_CELLS);
              expect(shown, `${grid} diag=${diagonal} limit=${limit}`).toBe(distinct);
            }
          }
        }
      }
    });
  }

  it('cells wait in the frontier before they are expanded, and a search that gives up has none left', () => {
    // The open grid at limit 34: the start's frame offers right and down before either is entered.
    const open = parseGrid(`S${'.'.repeat(GRID_CELLS - 2)}E`, false);
    const { ops } = runSearch('depthlimitSearch', open, 34);
    expect(ops.slice(0, 4)).toEqual([
      [Op.Push, 0, 1, 0],
      [Op.Visit, 0, 0, 0],
      [Op.Push, 1, 1, 0],
      [Op.Push, 18, 2, 0],
    ]);
    // Below the shortest route (34 steps) the search tries every route and ends with nothing waiting.
    const cut = runSearch('depthlimitSearch', open, 10).ops;
    const last = cut.filter((op) => op[0] === Op.Visit || op[0] === Op.Push).at(-1) as readonly number[];
    expect(last[0] === Op.Visit ? last[3] : last[2]).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { dijkstra } from './dijkstra';
import { type GridGraph, neighbours, parseGrid, pathCost } from './gridGraph';
import { generateMaze } from './maze';
import { Op } from './searchOps';
import { isValidGrid, searchRunner } from './searchRunner';
import { GRID_CELLS, gridSearches } from './searchTypes';
import { randomGrid, runSearch } from './testGrids.testSupport';

const run = runSearch;

/** A path is legal: starts at S, ends at E, each step between open neighbours under the mode. */
function expectLegal(g: GridGraph, path: number[]) {
  expect(path[0]).toBe(g.start);
  expect(path[path.length - 1]).toBe(g.end);
  for (let i = 1; i < path.length; i++) expect(neighbours(g, path[i - 1]!)).toContain(path[i]);
}

const grids = Array.from({ length: 40 }, (_, seed) => randomGrid(seed + 1, [0.15, 0.3, 0.4][seed % 3]!));
const modes = [false, true];

describe('grid searches on random grids, both neighbour modes', () => {
  it('the random grids include both solvable and unsolvable ones', () => {
    const solvable = grids.filter((grid) => dijkstra(parseGrid(grid, false)) !== null).length;
    expect(solvable).toBeGreaterThan(10);
    expect(solvable).toBeLessThan(grids.length);
  });

  for (const algorithm of gridSearches) {
    it(`${algorithm} finds a legal path exactly when one exists (limit 324 for the depth-limited)`, () => {
      for (const diagonal of modes) {
        for (const grid of grids) {
          const g = parseGrid(grid, diagonal);
          const { path } = run(algorithm, g);
          expect(path !== null, `${grid} diag=${diagonal}`).toBe(dijkstra(g) !== null);
          if (path) expectLegal(g, path);
        }
      }
      // Iterative deepening to limit 324 on 80 grids is seconds of pure CPU; on two busy cores
      // beside the browser tests it needs more than the suite's default 30 s.
    }, 120_000);
  }

  it('A* returns a least-cost path under the cost model (Dijkstra reference, 1 and √2)', () => {
    for (const diagonal of modes) {
      for (const grid of grids) {
        const g = parseGrid(grid, diagonal);
        const { path } = run('astarSearch', g);
        if (path) expect(pathCost(g, path)).toBeCloseTo(dijkstra(g) as number, 9);
      }
    }
  });

  it('BFS and iterative deepening return the fewest steps (Dijkstra with unit steps); with 4 neighbours that is the least cost', () => {
    for (const diagonal of modes) {
      for (const grid of grids) {
        const g = parseGrid(grid, diagonal);
        const fewest = dijkstra(g, true);
        for (const algorithm of ['breadthfirstSearch', 'iterativedepthLimitSearch'] as const) {
          const { path } = run(algorithm, g);
          if (!path) continue;
          expect(path.length - 1).toBe(fewest);
          if (!diagonal) expect(pathCost(g, path)).toBe(dijkstra(g));
        }
      }
    }
  }, 120_000);

  it('depth-limited search never exceeds its limit and succeeds at limit = the fewest steps, not below', () => {
    for (const diagonal of modes) {
      let checked = 0;
      for (const grid of grids.slice(0, 30)) {
        const g = parseGrid(grid, diagonal);
        const fewest = dijkstra(g, true);
        if (fewest === null) continue;
        checked++;
        for (const limit of [fewest - 1, fewest, fewest + 3]) {
          const { path, ops } = run('depthlimitSearch', g, limit);
          expect(path !== null).toBe(limit >= fewest);
          if (path) expect(path.length - 1).toBeLessThanOrEqual(limit);
          for (const op of ops) if (op[0] === Op.Visit) expect(op[2]).toBeLessThanOrEqual(limit);
        }
      }
      // Grids without a path are skipped: most of them must have one, or this checks nothing.
      expect(checked).toBeGreaterThanOrEqual(20);
    }
  });

  it('iterative deepening runs limits 1, 2, … up to its limit, and does nothing at limit 0', () => {
    const g = parseGrid(grids.find((grid) => dijkstra(parseGrid(grid, false)) !== null) as string, false);
    const fewest = dijkstra(g, true) as number;
    const rounds = run('iterativedepthLimitSearch', g)
      .ops.filter((op) => op[0] === Op.Round)
      .map((op) => op[1]);
    expect(rounds).toEqual(Array.from({ length: fewest }, (_, i) => i + 1));
    expect(run('iterativedepthLimitSearch', g, 0)).toEqual({ path: null, ops: [] });
    expect(run('iterativedepthLimitSearch', g, fewest - 1).path).toBeNull();
  });

  it('iterative deepening stops after the first round the limit did not cut short (the end is unreachable)', () => {
    // S walled into the top-left corner: from round 2 on nothing is deeper than 1 step.
    const grid = `S.B${'.'.repeat(15)}BB${'.'.repeat(GRID_CELLS - 21)}E`;
    const rounds = run('iterativedepthLimitSearch', parseGrid(grid, false)).ops.filter((op) => op[0] === Op.Round);
    expect(rounds.map((op) => op[1])).toEqual([1, 2]);
  });

  it('greedy best-first terminates, expanding each cell at most once', () => {
    for (const diagonal of modes) {
      for (const grid of grids) {
        const visits = run('greedybfsSearch', parseGrid(grid, diagonal))
          .ops.filter((op) => op[0] === Op.Visit)
          .map((op) => op[1]);
        expect(new Set(visits).size).toBe(visits.length);
        expect(visits.length).toBeLessThanOrEqual(GRID_CELLS);
      }
    }
  });

  it('greedy keeps the parent that first reached a cell: every path step comes from the cell expanded just before the first push', () => {
    for (const diagonal of modes) {
      let checked = 0;
      for (const grid of grids) {
        const { path, ops } = run('greedybfsSearch', parseGrid(grid, diagonal));
        if (!path) continue;
        checked++;
        const firstReachedFrom = new Map<number, number>();
        let expanding = -1;
        for (const op of ops) {
          if (op[0] === Op.Visit) expanding = op[1]!;
          else if (op[0] === Op.Push && !firstReachedFrom.has(op[1]!)) firstReachedFrom.set(op[1]!, expanding);
        }
        for (let i = 1; i < path.length; i++) expect(firstReachedFrom.get(path[i]!), grid).toBe(path[i - 1]);
      }
      expect(checked).toBeGreaterThanOrEqual(grids.length / 2);
    }
  });

  it("greedy with diagonals draws the textbook greedy path: 13 steps, 'Path cost: 14.24', not a later cheaper parent's 13.66", () => {
    // S (10,10), E (12,2), walls (10,3) (11,3) (12,3) (13,4): the audit's example (AIMA graph search).
    const grid = `${'.'.repeat(183)}B......S..........B................EB..................B${'.'.repeat(85)}`;
    const g = parseGrid(grid, true);
    const { path } = run('greedybfsSearch', g);
    expect(path).not.toBeNull();
    expect(pathCost(g, path as number[]).toFixed(2)).toBe('14.24');
    expect((path as number[]).length - 1).toBe(13);
    // Through (12,6) (12,5) (11,4): (11,5) was a cheaper parent found later, and is not used.
    expect(path).toEqual(expect.arrayContaining([12 * 18 + 5, 11 * 18 + 4]));
    expect(path).not.toContain(11 * 18 + 5);
  });

  it('no corner cutting: a diagonal step needs both cells beside it open', () => {
    // S at (0,0), E at (1,1); (0,1) blocked: the diagonal is refused, the path goes round.
    const grid = `S${'B'}${'.'.repeat(16)}.E${'.'.repeat(GRID_CELLS - 20)}`;
    const g = parseGrid(grid, true);
    expect(neighbours(g, 0)).toEqual([18]);
    expect(dijkstra(g)).toBe(2);
    const open = parseGrid(`S.${'.'.repeat(16)}.E${'.'.repeat(GRID_CELLS - 20)}`, true);
    expect(dijkstra(open)).toBeCloseTo(Math.SQRT2, 12);
  });
});

describe('the run as the worker streams it', () => {
  it('ends with the path cells and a result of steps and cost', () => {
    const grid = `S${'.'.repeat(GRID_CELLS - 2)}E`;
    const input = searchRunner.validate({ algorithm: 'astarSearch', grid, diagonal: false, limit: 1 });
    const ops = [...{ [Symbol.iterator]: () => searchRunner.operations(input, { add: () => 7 } as never) }];
    const path = ops.filter((op) => op[0] === Op.Path);
    // Each path cell says which it is of how many, so the page can tell the path phase.
    expect(path.map((op) => [op[2], op[3]])).toEqual(Array.from({ length: 35 }, (_, i) => [i + 1, 35]));
    expect(ops[ops.length - 1]).toEqual([Op.Result, 1, 34, 7]);
    expect(searchRunner.meta(input)).toEqual({ optimum: 34, fewestSteps: 34 });
  });

  it('tells the page the fewest steps beside the least cost: with diagonals they differ', () => {
    const grid = `S${'.'.repeat(GRID_CELLS - 2)}E`;
    const meta = searchRunner.meta(searchRunner.validate({ algorithm: 'depthlimitSearch', grid, diagonal: true, limit: 1 }));
    expect(meta.optimum).toBeCloseTo(17 * Math.SQRT2, 9);
    expect(meta.fewestSteps).toBe(17);
    const walled = `S${'B'.repeat(GRID_CELLS - 2)}E`;
    expect(searchRunner.meta(searchRunner.validate({ algorithm: 'depthlimitSearch', grid: walled, diagonal: false, limit: 1 }))).toEqual({
      optimum: null,
      fewestSteps: null,
    });
  });

  it('refuses bad grids and limits with a sentence', () => {
    expect(() => searchRunner.validate({ algorithm: 'astarSearch', grid: 'S.E', diagonal: false, limit: 1 })).toThrow(/324 cells/);
    expect(() => searchRunner.validate({ algorithm: 'depthlimitSearch', grid: `S${'.'.repeat(322)}E`, limit: 400 })).toThrow(/limit/);
    expect(isValidGrid(`SS${'.'.repeat(321)}E`)).toBe(false);
  });
});

describe('maze', () => {
  it('is a perfect maze with S top-left and E bottom-right, reproducible from its seed', () => {
    for (const seed of [1, 2, 3, 99]) {
      const grid = generateMaze(seed);
      expect(isValidGrid(grid)).toBe(true);
      expect(grid[0]).toBe('S');
      expect(grid[GRID_CELLS - 1]).toBe('E');
      expect(generateMaze(seed)).toBe(grid);
      const g = parseGrid(grid, false);
      expect(dijkstra(g)).not.toBeNull();
      // A tree: open cells - 1 edges, and every open cell reachable.
      const open = [...g.open].filter(Boolean).length;
      let edges = 0;
      for (let cell = 0; cell < GRID_CELLS; cell++) if (g.open[cell]) edges += neighbours(g, cell).length;
      expect(edges / 2).toBe(open - 1);
    }
    expect(generateMaze(1)).not.toBe(generateMaze(2));
  });
});

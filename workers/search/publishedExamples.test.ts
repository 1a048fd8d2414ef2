// Worked examples from tutorials and exercises, pinned on the real generators (audit: search-games,
// rows S2–S6, G1–G3, G5–G6). Where the page's stated convention differs from the source's (no
// corner cutting, neighbour order right, down, left, up), the product's answer is asserted and
// the comment says how the two map. Indices and grid cells count from 0.
import { describe, expect, it } from 'vitest';
import { binarySearch, linearSearch } from './arraySearches';
import { parseGrid, pathCost } from './gridGraph';
import { Op } from './searchOps';
import { searchRunner } from './searchRunner';
import { GRID_SIZE, gridSearches } from './searchTypes';
import { runSearch } from './testGrids.testSupport';

/** The index an array search returns and the indices it looks at, in order. */
function arrayRun(gen: Generator<readonly number[], number, undefined>) {
  const looks: number[] = [];
  for (;;) {
    const next = gen.next();
    if (next.done) return { index: next.value, looks };
    if (next.value[0] === Op.Look) looks.push(next.value[1]!);
  }
}

describe('binary search: the middles a textbook trace writes down', () => {
  it("Tutorialspoint's binary search: 10 14 19 26 27 31 33 35 42 44, key 31 → mid 4, 7, 5; found at 5", () => {
    expect(arrayRun(binarySearch([10, 14, 19, 26, 27, 31, 33, 35, 42, 44], 31))).toEqual({ index: 5, looks: [4, 7, 5] });
  });

  it('a typical exam question: 3 10 15 20 35 40 60, key 15 → mid 3, 1, 2; found at 2', () => {
    expect(arrayRun(binarySearch([3, 10, 15, 20, 35, 40, 60], 15))).toEqual({ index: 2, looks: [3, 1, 2] });
  });

  it('an absent key past the end of 1..15 (n = 15) takes ⌊log2 15⌋ + 1 = 4 looks: mid 7, 11, 13, 14; not found', () => {
    const oneToFifteen = Array.from({ length: 15 }, (_, i) => i + 1);
    expect(arrayRun(binarySearch(oneToFifteen, 16))).toEqual({ index: -1, looks: [7, 11, 13, 14] });
  });
});

describe('linear search', () => {
  const gfg = [10, 20, 80, 30, 60, 50, 110, 100, 130, 170];

  it("GeeksforGeeks' linear search: x = 110 is at index 6, after 7 looks", () => {
    expect(arrayRun(linearSearch(gfg, 110))).toEqual({ index: 6, looks: [0, 1, 2, 3, 4, 5, 6] });
  });

  it("GeeksforGeeks' linear search: x = 175 is absent (-1), after looking at all 10", () => {
    const { index, looks } = arrayRun(linearSearch(gfg, 175));
    expect(index).toBe(-1);
    expect(looks).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

/**
 * A small published maze (1 open, 0 wall) placed in the top-left corner of the page's 18×18 grid,
 * every other cell a wall, so the searches see exactly the published maze.
 */
function embed(maze: readonly (readonly number[])[], start: [number, number], end: [number, number]): string {
  const cells = Array.from({ length: GRID_SIZE * GRID_SIZE }, () => 'B');
  maze.forEach((row, r) => {
    row.forEach((open, c) => {
      cells[r * GRID_SIZE + c] = open ? '.' : 'B';
    });
  });
  cells[start[0] * GRID_SIZE + start[1]] = 'S';
  cells[end[0] * GRID_SIZE + end[1]] = 'E';
  return cells.join('');
}
const at = (r: number, c: number) => r * GRID_SIZE + c;
const steps = (path: number[] | null) => (path ? path.length - 1 : null);

describe('grid searches on published mazes (4 neighbours unless said)', () => {
  const gfgBinaryMaze = [
    [1, 0, 1, 1, 1, 1, 0, 1, 1, 1],
    [1, 0, 1, 0, 1, 1, 1, 0, 1, 1],
    [1, 1, 1, 0, 1, 1, 0, 1, 0, 1],
    [0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
    [1, 1, 1, 0, 1, 1, 1, 0, 1, 0],
    [1, 0, 1, 1, 1, 1, 0, 1, 0, 0],
    [1, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    [1, 0, 1, 1, 1, 1, 0, 1, 1, 1],
    [1, 1, 0, 0, 0, 0, 1, 0, 0, 1],
  ];
  const gfgGrid = embed(gfgBinaryMaze, [0, 0], [3, 4]);

  it("GeeksforGeeks 'Shortest path in a binary maze', (0,0) → (3,4): 11 steps by BFS, A* and iterative deepening", () => {
    const g = parseGrid(gfgGrid, false);
    for (const algorithm of ['breadthfirstSearch', 'astarSearch', 'iterativedepthLimitSearch'] as const) {
      expect(steps(runSearch(algorithm, g).path), algorithm).toBe(11);
    }
    // The page's 'Shortest possible' line.
    expect(searchRunner.meta(searchRunner.validate({ algorithm: 'depthfirstSearch', grid: gfgGrid, diagonal: false, limit: 1 }))).toEqual({
      optimum: 11,
      fewestSteps: 11,
    });
  });

  it("GeeksforGeeks binary maze: depth-limited search finds it at limit 11, not at 10; DFS's first path is longer (13)", () => {
    const g = parseGrid(gfgGrid, false);
    expect(steps(runSearch('depthlimitSearch', g, 11).path)).toBe(11);
    expect(runSearch('depthlimitSearch', g, 10).path).toBeNull();
    // DFS is not optimal: with the page's order (right, down, left, up) it detours through (0,5).
    expect(steps(runSearch('depthfirstSearch', g).path)).toBe(13);
  });

  it("GeeksforGeeks 'Rat in a maze' (4×4): every search takes the 6-move route D R D D R R, one of the two published", () => {
    // GfG lists both routes, DDRDRR and DRDDRR; the page draws one path, and its neighbour order
    // (right, down, left, up) leads every search to the second.
    const grid = embed(
      [
        [1, 0, 0, 0],
        [1, 1, 0, 1],
        [1, 1, 0, 0],
        [0, 1, 1, 1],
      ],
      [0, 0],
      [3, 3],
    );
    const drr = [at(0, 0), at(1, 0), at(1, 1), at(2, 1), at(3, 1), at(3, 2), at(3, 3)];
    for (const algorithm of gridSearches) expect(runSearch(algorithm, parseGrid(grid, false)).path, algorithm).toEqual(drr);
  });

  it('breadth-first search by hand on an open 3×3 grid, neighbours right, down, left, up: visits cells in order of distance from S, 4 steps', () => {
    const grid = embed(
      [
        [1, 1, 1],
        [1, 1, 1],
        [1, 1, 1],
      ],
      [0, 0],
      [2, 2],
    );
    const { path, ops } = runSearch('breadthfirstSearch', parseGrid(grid, false));
    const visits = ops.filter((op) => op[0] === Op.Visit).map((op) => op[1]);
    expect(visits).toEqual([at(0, 0), at(0, 1), at(1, 0), at(0, 2), at(1, 1), at(2, 0), at(1, 2), at(2, 1), at(2, 2)]);
    expect(steps(path)).toBe(4);
  });

  it('LeetCode 1091 example 1 (8 directions) [[0,1],[1,0]]: LeetCode squeezes through the diagonal (2 cells); the page has no path', () => {
    // LeetCode lets a diagonal pass between two walls; the page does not cut corners (stated), so
    // the only route is refused.
    const grid = embed(
      [
        [1, 0],
        [0, 1],
      ],
      [0, 0],
      [1, 1],
    );
    for (const algorithm of gridSearches) expect(runSearch(algorithm, parseGrid(grid, true)).path, algorithm).toBeNull();
  });

  it('LeetCode 1091 example 2 (8 directions) [[0,0,0],[1,1,0],[1,1,0]]: LeetCode counts 4 cells; the page 4 steps, cost 4', () => {
    // LeetCode's path (0,0) (0,1) (1,2) (2,2) is 4 cells, 3 steps, its diagonal passing the wall at
    // (1,1). The page does not cut corners (stated), so it goes right, right, down, down: 5 cells,
    // 4 straight steps costing 1 each. The two 4s agree only by coincidence.
    const grid = embed(
      [
        [1, 1, 1],
        [0, 0, 1],
        [0, 0, 1],
      ],
      [0, 0],
      [2, 2],
    );
    const g = parseGrid(grid, true);
    const { path } = runSearch('astarSearch', g);
    expect(path).toEqual([at(0, 0), at(0, 1), at(0, 2), at(1, 2), at(2, 2)]);
    expect(pathCost(g, path as number[])).toBe(4);
  });
});

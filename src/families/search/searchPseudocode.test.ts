import { describe, expect, it } from 'vitest';
import { ValueTable } from '../../../workers/protocol/valueTable';
import {
  A_STAR,
  BINARY,
  BREADTH_FIRST,
  DEPTH_FIRST,
  DEPTH_LIMITED,
  GREEDY,
  gridCode,
  ITERATIVE_DEEPENING,
  LINEAR,
  searchPseudocode,
} from '../../../workers/search/searchPseudocode';
import { searchRunner } from '../../../workers/search/searchRunner';
import { GRID_SIZE, type GridSearch, gridSearches, type SearchRunInput } from '../../../workers/search/searchTypes';
import { stepThrough } from '../../engine/player/playerDrive.testSupport';
import type { PlayerModel } from '../../engine/player/playerTypes';
import type { CodePosition } from '../../engine/story/code';
import { type ArrayInput, arrayAdapter, gridAdapter } from './searchAdapters';

/** A run's operations and value table, as the worker streams them (one chunk). */
function stream(input: SearchRunInput) {
  const table = new ValueTable();
  const list = [...{ [Symbol.iterator]: () => searchRunner.operations(input, table) }];
  return { ops: Int32Array.from(list.flat()), values: Array.from(table.drain() ?? []) };
}

/** Steps a real player through the run by hand and returns the code position after each step. */
async function positions<M extends PlayerModel<unknown>>(model: M, ops: Int32Array, code: (model: M) => CodePosition): Promise<CodePosition[]> {
  expect(code(model).line, 'before the first step').toBe(-1);
  return stepThrough(
    model,
    () => ({ ops, done: true }),
    () => code(model),
  );
}

async function arrayTrace(algorithm: 'linearsearch' | 'binarysearch', values: number[], key: number) {
  const input: ArrayInput = { algorithm, values, key };
  const { ops } = stream(arrayAdapter.worker.runInput(input));
  const model = arrayAdapter.model.create(input, []);
  return positions(model, ops, arrayAdapter.story.code ?? (() => ({ line: -2, variables: [] })));
}

/**
 * A small grid, one string a row ('.' open, 'B' wall, 'S', 'E'), in the top-left corner of the
 * page's 18×18 grid with walls everywhere else: the search sees exactly the small grid.
 */
function small(rows: readonly string[]): string {
  const cells = Array.from({ length: GRID_SIZE * GRID_SIZE }, () => 'B');
  rows.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      cells[r * GRID_SIZE + c] = ch;
    });
  });
  return cells.join('');
}

async function gridTrace(algorithm: GridSearch, rows: readonly string[], { diagonal = false, limit = 1 } = {}) {
  const input = { algorithm, grid: small(rows), diagonal, limit };
  const { ops, values } = stream(input);
  const model = gridAdapter.model.create(input, values);
  gridAdapter.model.started?.(model, searchRunner.meta(input));
  return positions(model, ops, gridAdapter.story.code ?? (() => ({ line: -2, variables: [] })));
}

const lines = (trace: readonly CodePosition[]) => trace.map((position) => position.line);
const variables = (position: CodePosition | undefined) => Object.fromEntries(position?.variables ?? []);
const open3 = ['S..', '...', '..E'];

describe('the pseudocode of every search, in the site style', () => {
  it('names the lines the models mark, and each marked line says what its operation does', () => {
    const text = (algorithm: keyof typeof searchPseudocode, line: number) => searchPseudocode[algorithm][line]?.trim();
    expect(text('linearsearch', LINEAR.compare)).toBe('if a[i] = key');
    expect(text('linearsearch', LINEAR.found)).toBe('return i');
    expect(text('binarysearch', BINARY.mid)).toMatch(/^set mid to/);
    expect(text('binarysearch', BINARY.compare)).toBe('if a[mid] = key');
    expect(text('binarysearch', BINARY.found)).toBe('return mid');
    expect(text('binarysearch', BINARY.goRight)).toBe('set low to mid + 1');
    expect(text('binarysearch', BINARY.goLeft)).toBe('set high to mid - 1');
    expect(text('binarysearch', BINARY.notFound)).toBe('return not found');
    for (const algorithm of gridSearches) {
      const { lines: at } = gridCode[algorithm];
      expect(text(algorithm, at.take), algorithm).toMatch(/^take the .* (out of|off) the frontier/);
      expect(text(algorithm, at.goal), algorithm).toBe('if cell is E');
      expect(text(algorithm, at.path), algorithm).toBe('return the path from S to cell');
      expect(text(algorithm, at.push), algorithm).toMatch(/^(add|put) next /);
      expect(text(algorithm, at.noPath), algorithm).toBe('return no path');
      if (at.atLimit !== undefined) expect(text(algorithm, at.atLimit), algorithm).toBe('if depth < limit');
    }
    expect(text('iterativedepthLimitSearch', ITERATIVE_DEEPENING.round)).toBe('for limit from 1 to the largest limit');
    expect(text('iterativedepthLimitSearch', ITERATIVE_DEEPENING.reachedAll)).toBe('return no path');
    // Two spaces a level, and every line in plain words of the one style.
    for (const code of Object.values(searchPseudocode))
      for (const line of code) expect(line.length - line.trimStart().length).toSatisfy((n: number) => n % 2 === 0);
  });
});

describe('the marked line after each step follows the run (one line a step, from the real generators)', () => {
  it('linear search: each comparison, then return i with the match', async () => {
    const found = await arrayTrace('linearsearch', [10, 50, 30], 30);
    expect(lines(found)).toEqual([LINEAR.compare, LINEAR.compare, LINEAR.found]);
    expect(variables(found[1])).toEqual({ i: 1, 'a[i]': 50, key: 30 });
    expect(variables(found[2])).toEqual({ i: 2, 'a[i]': 30, key: 30 });
    const absent = await arrayTrace('linearsearch', [10, 50, 30], 40);
    expect(lines(absent)).toEqual([LINEAR.compare, LINEAR.compare, LINEAR.compare]);
  });

  it('binary search for a present key (GfG: 23 in 2…91): window, then the branch the comparison takes', async () => {
    const trace = await arrayTrace('binarysearch', [2, 5, 8, 12, 16, 23, 38, 56, 72, 91], 23);
    expect(lines(trace)).toEqual([BINARY.mid, BINARY.goRight, BINARY.mid, BINARY.goLeft, BINARY.mid, BINARY.found]);
    expect(variables(trace[0])).toEqual({ low: 0, high: 9, mid: 4 });
    // 16 < 23: low moves past the middle; the line shows the value it sets.
    expect(variables(trace[1])).toEqual({ mid: 4, 'a[mid]': 16, key: 23, low: 5, high: 9 });
    expect(variables(trace[3])).toEqual({ mid: 7, 'a[mid]': 56, key: 23, low: 5, high: 6 });
    expect(variables(trace[5])).toEqual({ mid: 5, 'a[mid]': 23, key: 23 });
  });

  it('binary search for an absent key (GfG: 10): the last comparison empties the window and returns not found', async () => {
    const trace = await arrayTrace('binarysearch', [2, 5, 8, 12, 16, 23, 38, 56, 72, 91], 10);
    expect(lines(trace)).toEqual([BINARY.mid, BINARY.goLeft, BINARY.mid, BINARY.goRight, BINARY.mid, BINARY.goRight, BINARY.mid, BINARY.notFound]);
    expect(variables(trace[6])).toEqual({ low: 3, high: 3, mid: 3 });
    expect(variables(trace[7])).toEqual({ low: 3, high: 2 });
  });

  it('BFS on a 3×3 grid: expansions that add neighbours, two dead ends, E taken out, then the path', async () => {
    const trace = await gridTrace('breadthfirstSearch', open3);
    const { take, goal, path, push } = BREADTH_FIRST;
    expect(lines(trace)).toEqual([push, push, push, push, push, take, push, take, goal, path, path, path, path, path]);
    // S expanded: its right and lower neighbours joined, the lower one last.
    expect(variables(trace[0])).toEqual({ cell: 'row 1, column 1', next: 'row 2, column 1', 'frontier size': 2 });
    // Row 3, column 1 has nothing new to add: two cells still wait in the queue.
    expect(variables(trace[5])).toEqual({ cell: 'row 3, column 1', 'frontier size': 2 });
    expect(variables(trace[8])).toEqual({ cell: 'row 3, column 3', 'frontier size': 0 });
    expect(variables(trace[13])).toEqual({ path: 'cell 5 of 5' });
  });

  it('DFS on a 3×3 grid: it follows the first neighbour to E', async () => {
    const { goal, path, push } = DEPTH_FIRST;
    const trace = await gridTrace('depthfirstSearch', open3);
    expect(lines(trace)).toEqual([push, push, push, push, goal, path, path, path, path, path]);
    expect(variables(trace[1])).toEqual({ cell: 'row 1, column 2', next: 'row 1, column 3', 'frontier size': 3 });
  });

  it('A* with diagonals on a 3×3 grid: g, h and f of the cell added, √2 a diagonal step', async () => {
    const { goal, path, push } = A_STAR;
    const trace = await gridTrace('astarSearch', open3, { diagonal: true });
    expect(lines(trace)).toEqual([push, push, goal, path, path, path]);
    expect(variables(trace[0])).toEqual({
      cell: 'row 1, column 1',
      next: 'row 2, column 2',
      'g(next)': 1.41,
      'h(next)': 1.41,
      'f(next)': 2.83,
      'frontier size': 3,
    });
    expect(variables(trace[2])).toEqual({ cell: 'row 3, column 3', 'g(cell)': 2.83, 'h(cell)': 0, 'f(cell)': 2.83, 'frontier size': 6 });
  });

  it('greedy best-first on a 3×3 grid: h of each cell added', async () => {
    const { goal, path, push } = GREEDY;
    const trace = await gridTrace('greedybfsSearch', open3);
    expect(lines(trace)).toEqual([push, push, push, push, goal, path, path, path, path, path]);
    expect(variables(trace[3])).toEqual({ cell: 'row 2, column 3', next: 'row 3, column 3', 'h(next)': 0, 'frontier size': 3 });
  });

  it('depth-limited search at limit 2 on a 3×3 grid: cells at the limit add nothing, and no path is found', async () => {
    const { atLimit, noPath, push } = DEPTH_LIMITED;
    const trace = await gridTrace('depthlimitSearch', open3, { limit: 2 });
    expect(lines(trace)).toEqual([push, push, atLimit, atLimit, push, noPath]);
    expect(variables(trace[2])).toEqual({ cell: 'row 1, column 3', depth: 2, limit: 2, 'frontier size': 2 });
  });

  it('iterative deepening: a round per limit, its start marked, until E at depth 2', async () => {
    const { round, push, atLimit, goal, path } = ITERATIVE_DEEPENING;
    const trace = await gridTrace('iterativedepthLimitSearch', ['S.E', '...', '...'], { limit: 5 });
    expect(lines(trace)).toEqual([round, push, atLimit, atLimit, round, push, push, goal, path, path, path]);
    expect(variables(trace[0])).toEqual({ limit: 1, 'largest limit': 5 });
    expect(variables(trace[7])).toEqual({ cell: 'row 1, column 3', depth: 2, limit: 2, 'frontier size': 2 });
  });

  it('iterative deepening stops once a round reaches every cell it can before its limit', async () => {
    // E is walled off; the deepest route the depth-first order takes is S, right, down, left,
    // down (depth 4), so round 5 is the first to expand no cell at its limit.
    const trace = await gridTrace('iterativedepthLimitSearch', ['S..', '..B', '.BE'], { limit: 10 });
    expect(lines(trace).filter((line) => line === ITERATIVE_DEEPENING.round)).toHaveLength(5);
    expect(lines(trace).at(-1)).toBe(ITERATIVE_DEEPENING.reachedAll);
    // Out of limits instead, it says no path at the end.
    const cut = await gridTrace('iterativedepthLimitSearch', open3, { limit: 2 });
    expect(lines(cut).at(-1)).toBe(ITERATIVE_DEEPENING.noPath);
  });
});

import { describe, expect, it } from 'vitest';
import { neighbours, parseGrid } from '../../../workers/search/gridGraph';
import { Op } from '../../../workers/search/searchOps';
import { GRID_CELLS, GRID_SIZE } from '../../../workers/search/searchTypes';
import { ArrayModel } from './arrayModel';
import { defaultGrid } from './gridEditing';
import { GridModel } from './gridModel';
import { arrayAdapter, gridAdapter } from './searchAdapters';
import { searchInfo } from './searchInfo';
import {
  arrayOutcome,
  COST_MODEL,
  cellLabel,
  DEPTH_LIMIT_RULES,
  gridOutcome,
  gridShortfall,
  NEIGHBOUR_ORDER,
  optimumLine,
  SEARCH_ORDER,
} from './searchWords';

const ops = (...list: number[][]) => Int32Array.from(list.flat());

describe('outcome lines', () => {
  it("array: 'Found at index i' or 'Not found'", () => {
    const model = new ArrayModel([4, 8, 8], 8, 1000, false);
    expect(arrayOutcome(model)).toBe('Not found');
    model.apply(ops([Op.Found, 1, 0, 0]), 0);
    expect(arrayOutcome(model)).toBe('Found at index 1');
  });

  it("grid: 'Path length: N' with 4 neighbours, 'Path cost: X.XX' with 8, 'No path'; then 'Visited: N'", () => {
    const values = [Math.SQRT2 * 3 + 2];
    const model = new GridModel(defaultGrid(), 18, values);
    const run = ops([Op.Visit, 0, 0, 0], [Op.Visit, 1, 1, 0], [Op.Visit, 1, 2, 0], [Op.Result, 1, 5, 0]);
    for (let i = 0; i < 4; i++) model.apply(run, i);
    expect(gridOutcome(model, false)).toBe('Path length: 5. Visited: 2');
    expect(gridOutcome(model, true)).toBe('Path cost: 6.24. Visited: 2');
    const none = new GridModel(defaultGrid(), 18, []);
    none.apply(ops([Op.Result, 0, 0, 0]), 0);
    expect(gridOutcome(none, false)).toBe('No path. Visited: 0');
  });
});

describe('the narration at the end of a run', () => {
  // The outcome line is a live region of its own; its phrases stand only there (issue 10).
  const OUTCOME_PHRASES = /Found at index|Not found|Path length:|Path cost:|No path|Visited:/i;

  it('tells the array outcome in other words', () => {
    const model = new ArrayModel([4, 8, 8], 8, 1000, false);
    expect(arrayAdapter.story.ending(model).narration).toBe('Done: the key 8 is not among the values');
    model.apply(ops([Op.Found, 1, 0, 0]), 0);
    expect(arrayAdapter.story.ending(model).narration).toBe('Done: the key 8 is at index 1');
    expect(arrayAdapter.story.ending(model).narration).not.toMatch(OUTCOME_PHRASES);
  });

  it('tells the grid outcome in other words, with 4 or 8 neighbours or no path', () => {
    const run = ops([Op.Visit, 0, 0, 0], [Op.Visit, 1, 1, 0], [Op.Visit, 1, 2, 0], [Op.Result, 1, 5, 0]);
    const four = new GridModel(defaultGrid(), 18, [5]);
    const eight = new GridModel(defaultGrid(), 18, [Math.SQRT2 * 3 + 2], true);
    for (const model of [four, eight]) for (let i = 0; i < 4; i++) model.apply(run, i);
    const none = new GridModel(defaultGrid(), 18, []);
    none.apply(ops([Op.Result, 0, 0, 0]), 0);
    const said = [four, eight, none].map((model) => gridAdapter.story.ending(model).narration);
    // The last step's words stay (the engine shows this line in that step's place); a run without steps has none.
    const last = 'expanding row 1, column 2 at depth 2. ';
    expect(said).toEqual([
      `${last}Done: the path from S to E takes 5 steps; 2 cells visited`,
      `${last}Done: the path from S to E costs 6.24; 2 cells visited`,
      'Done: E was not reached; 0 cells visited',
    ]);
    for (const line of said) expect(line).not.toMatch(OUTCOME_PHRASES);
  });

  it('gives a race the words for a search that ended without reaching E, and none for one that reached it', () => {
    const none = new GridModel(defaultGrid(), 18, []);
    expect(gridShortfall(none)).toBe('');
    none.apply(ops([Op.Result, 0, 0, 0]), 0);
    expect(gridShortfall(none)).toBe('without reaching E');
    const reached = new GridModel(defaultGrid(), 18, [1]);
    reached.apply(ops([Op.Result, 1, 1, 0]), 0);
    expect(gridShortfall(reached)).toBe('');
  });

  it("says '1 step' and '1 cell', not '1 steps' and '1 cells'", () => {
    const model = new GridModel(defaultGrid(), 18, [1]);
    const run = ops([Op.Visit, 1, 1, 0], [Op.Result, 1, 1, 0]);
    for (let i = 0; i < 2; i++) model.apply(run, i);
    expect(gridAdapter.story.ending(model).narration).toBe(
      'expanding row 1, column 2 at depth 1. Done: the path from S to E takes 1 step; 1 cell visited',
    );
  });
});

describe('the conventions stated on the grid pages', () => {
  it('names the neighbour order the searches really use (right, down, left, up, then the diagonals)', () => {
    // From the middle of an open grid every neighbour is open: read the directions off the code.
    const g = parseGrid(`S${'.'.repeat(GRID_CELLS - 2)}E`, true);
    const middle = 9 * GRID_SIZE + 9;
    const words: Record<string, string> = {
      '0,1': 'right',
      '1,0': 'down',
      '0,-1': 'left',
      '-1,0': 'up',
      '1,1': 'down-right',
      '1,-1': 'down-left',
      '-1,-1': 'up-left',
      '-1,1': 'up-right',
    };
    const tried = neighbours(g, middle).map((cell) => words[`${Math.floor(cell / GRID_SIZE) - 9},${(cell % GRID_SIZE) - 9}`]);
    expect(tried).toEqual([...NEIGHBOUR_ORDER]);
    expect(SEARCH_ORDER).toContain('Neighbours are tried right, down, left, up, then with 8 neighbours down-right, down-left, up-left, up-right.');
  });

  it('says the end is checked on expansion (so visited cells include it) and how A* and greedy break ties', () => {
    expect(SEARCH_ORDER).toContain('checks for the end when it takes a cell out to expand it');
    expect(SEARCH_ORDER).toContain('the cells visited are the cells expanded, the end included');
    expect(SEARCH_ORDER).toContain('A* takes the one nearer the end, then the one added to the frontier first');
    expect(SEARCH_ORDER).toContain('greedy takes the one added first, and it keeps the route by which it first reached a cell');
    expect(SEARCH_ORDER).toContain('each counted once however often it is expanded again');
    expect(DEPTH_LIMIT_RULES).toContain('Visited counts each cell once over the whole run, every round included');
    // The outcome's words stay in the outcome line.
    expect(SEARCH_ORDER).not.toMatch(/Visited:|Path length|Path cost|No path/);
  });
});

describe('the optimum line', () => {
  it('on the depth-limited pages also names the least limit that reaches E: the fewest steps, not the cost', () => {
    expect(optimumLine(34, 34, false, false)).toBe('Shortest possible: 34');
    expect(optimumLine(34, 34, false, true)).toBe('Shortest possible: 34; a depth limit of 34 or more reaches E');
    expect(optimumLine(24.041, 17, true, true)).toBe('Shortest possible: 24.04; the fewest steps are 17, so a depth limit of 17 or more reaches E');
    expect(optimumLine(24.041, 17, true, false)).toBe('Shortest possible: 24.04');
    expect(optimumLine(null, null, true, true)).toBe('No route exists on this grid.');
  });
});

describe('the words beside the stage', () => {
  it("names greedy's estimate as well as A*'s", () => {
    expect(COST_MODEL).toContain('A* uses Manhattan distance (4 neighbours) or octile distance (8)');
    expect(COST_MODEL).toContain('Greedy best-first uses the same estimate');
  });

  it("a cell's label tells its kind and what the search did to it", () => {
    expect(cellLabel(19, 'B')).toBe('Row 2, column 2: blocked');
    expect(cellLabel(19, '.', 'p')).toBe('Row 2, column 2: empty, on the path');
    expect(cellLabel(0, 'S', 'v')).toBe('Row 1, column 1: start, visited');
    expect(cellLabel(1, '.', 'f')).toBe('Row 1, column 2: empty, in the frontier');
    expect(cellLabel(1, '.', '.')).toBe('Row 1, column 2: empty');
  });

  it('the array pages say indices count from 0; the depth-limited tables count the frontier (b per level) and the table of depths', () => {
    for (const value of ['linearsearch', 'binarysearch'] as const) expect(searchInfo[value].description).toContain('Indices count from 0');
    expect(searchInfo.depthlimitSearch.space).toEqual(['O(bl + V)', 'O(bl + V)', 'O(bl + V)']);
    expect(searchInfo.iterativedepthLimitSearch.space).toEqual(['O(bd + V)', 'O(bd + V)', 'O(bd + V)']);
  });
});

import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { ValueTable } from '../../../workers/protocol/valueTable';
import { opCost } from '../../../workers/search/searchOps';
import { searchRunner } from '../../../workers/search/searchRunner';
import { GRID_CELLS, GRID_SIZE, type SearchRunInput } from '../../../workers/search/searchTypes';
import { BarState } from '../../render/bars/barState';
import { GridState } from '../../render/grid/gridState';
import type { ArrayModel } from './arrayModel';
import type { GridModel } from './gridModel';
import { type ArrayInput, arrayAdapter, gridAdapter } from './searchAdapters';

/** A run as the worker streams it: its operations in one array, and its value table. */
function stream(input: SearchRunInput) {
  const table = new ValueTable();
  const list = [...{ [Symbol.iterator]: () => searchRunner.operations(input, table) }];
  return { ops: Int32Array.from(list.flat()), values: Array.from(table.drain() ?? []) };
}

/**
 * Plays a run as the player does at a slow pace: each visible step with the free markers after
 * it in the same frame (engine/Player.ts, applyPaced). Returns what the page tells after each frame.
 */
function play<M extends { apply(ops: Int32Array, i: number): void }>(model: M, ops: Int32Array, tell: (model: M) => string) {
  const count = ops.length / OP_WIDTH;
  const frames: string[] = [];
  let i = 0;
  // The markers before the first step go with it.
  while (i < count && opCost(ops[i * OP_WIDTH]!) === 0) model.apply(ops, i++);
  while (i < count) {
    model.apply(ops, i++);
    while (i < count && opCost(ops[i * OP_WIDTH]!) === 0) model.apply(ops, i++);
    frames.push(tell(model));
  }
  return frames;
}

const openGrid = `S${'.'.repeat(GRID_CELLS - 2)}E`;
/** S at row 1, column 1 and E at row 1, column 4 of an open grid: iterative deepening's rounds stay short. */
const tinyGrid = `S..E${'.'.repeat(GRID_CELLS - 4)}`;

/** The indices of the bars drawn in `state`, as '4' or '1,2'. */
const barsIn = (model: ArrayModel, state: number) => [...model.states.keys()].filter((i) => model.states[i] === state).join(',');

function gridRun(algorithm: 'breadthfirstSearch' | 'depthlimitSearch' | 'iterativedepthLimitSearch' | 'astarSearch', limit = 1, grid = openGrid) {
  const input = { algorithm, grid, diagonal: false, limit };
  const { ops, values } = stream(input);
  return { model: gridAdapter.model.create(input, values), ops };
}

describe('in play, the step on the stage is highlighted and narrated (the markers after it no longer wipe it)', () => {
  it('grid: every expansion shows its cell in the current colour and names it, with its depth', () => {
    const { model, ops } = gridRun('breadthfirstSearch');
    const frames = play(model, ops, (m: GridModel) => `${gridAdapter.story.narrate(m)} | ${m.current >= 0 ? m.states[m.current] : -1}`);
    // The first frames: S (its own colour wins), then its right and lower neighbours.
    expect(frames.slice(0, 3)).toEqual([
      `expanding row 1, column 1 at depth 0 | ${GridState.Start}`,
      `expanding row 1, column 2 at depth 1 | ${GridState.Current}`,
      `expanding row 2, column 1 at depth 1 | ${GridState.Current}`,
    ]);
  });

  it('the sentence outlasts the highlight pause and a keyframe restore: a pause then still tells the step', () => {
    const { model, ops } = gridRun('breadthfirstSearch');
    for (let i = 0; i < 6; i++) model.apply(ops, i);
    const said = gridAdapter.story.narrate(model);
    expect(said).toMatch(/^expanding row/);
    model.clearHighlight();
    expect(gridAdapter.story.narrate(model)).toBe(said);
    model.restore(model.snapshot());
    expect(gridAdapter.story.narrate(model)).toBe(said);
    const input: ArrayInput = { algorithm: 'linearsearch', values: [10, 50, 30], key: 30 };
    const bars = arrayAdapter.model.create(input, []);
    bars.apply(stream(arrayAdapter.worker.runInput(input)).ops, 0);
    bars.clearHighlight();
    bars.restore(bars.snapshot());
    expect(arrayAdapter.story.narrate(bars)).toBe('comparing 10 with the key 30: no match');
  });

  it("iterative deepening: every expansion is a step of its own, narrated and drawn, before the next round's 'depth limit' step", () => {
    const { model, ops } = gridRun('iterativedepthLimitSearch', 3, tinyGrid);
    const shown = new Set<number>();
    const frames = play(model, ops, (m: GridModel) => {
      if (m.current >= 0) shown.add(m.current);
      // The counter never counts a cell the picture has not shown being expanded.
      expect(m.visited).toBe(shown.size);
      return gridAdapter.story.narrate(m);
    });
    // AIMA fig. 3.19's trace on S..E: each round lists every cell it expands, then the next round starts on a fresh grid.
    expect(frames.filter((line) => !line.startsWith('drawing'))).toEqual([
      'depth limit 1',
      'expanding row 1, column 1 at depth 0 (depth limit 1)',
      'expanding row 1, column 2 at depth 1 (depth limit 1)',
      'expanding row 2, column 1 at depth 1 (depth limit 1)',
      'depth limit 2',
      'expanding row 1, column 1 at depth 0 (depth limit 2)',
      'expanding row 1, column 2 at depth 1 (depth limit 2)',
      'expanding row 1, column 3 at depth 2 (depth limit 2)',
      'expanding row 2, column 2 at depth 2 (depth limit 2)',
      'expanding row 2, column 1 at depth 1 (depth limit 2)',
      'expanding row 3, column 1 at depth 2 (depth limit 2)',
      'depth limit 3',
      'expanding row 1, column 1 at depth 0 (depth limit 3)',
      'expanding row 1, column 2 at depth 1 (depth limit 3)',
      'expanding row 1, column 3 at depth 2 (depth limit 3)',
      'expanding row 1, column 4 at depth 3 (depth limit 3)',
    ]);
    // A round's first step shows a cleared grid with only S waiting.
    const round = gridRun('iterativedepthLimitSearch', 3, tinyGrid);
    const pictures = play(
      round.model,
      round.ops,
      (m: GridModel) => `${gridAdapter.story.narrate(m)} | ${gridAdapter.story.extras(m).marks.replace(/\.+$/, '')}`,
    );
    expect(pictures).toContain('depth limit 2 | f');
  });

  it('depth-limited: the depth is told against the limit, iterative deepening against its round', () => {
    const dls = gridRun('depthlimitSearch', 5);
    expect(play(dls.model, dls.ops, (m: GridModel) => gridAdapter.story.narrate(m))[1]).toBe('expanding row 1, column 2 at depth 1 (depth limit 5)');
    const ids = gridRun('iterativedepthLimitSearch', 5);
    const told = play(ids.model, ids.ops, (m: GridModel) => gridAdapter.story.narrate(m));
    expect(told).toContain('expanding row 1, column 2 at depth 1 (depth limit 2)');
    // The frame that ends a round starts the next one: its limit is told, over a fresh picture.
    expect(told).toContain('depth limit 3');
  });

  it('binary search: each window is a step, then its comparison, in the compare colour, with the decision; the middle colour never runs ahead', () => {
    const input: ArrayInput = { algorithm: 'binarysearch', values: [2, 5, 8, 12, 16, 23, 38, 56, 72, 91], key: 23 };
    const model = arrayAdapter.model.create(input, []);
    const { ops } = stream(arrayAdapter.worker.runInput(input));
    // The sentence | the compared bar's colour | the bars in the middle colour.
    const frames = play(
      model,
      ops,
      (m: ArrayModel) => `${arrayAdapter.story.narrate(m)} | ${m.looked >= 0 ? m.states[m.looked] : '-'} | ${barsIn(m, BarState.Pivot)}`,
    );
    // GfG's trace, a row (low, high, mid) then its comparison: 16, then 56, then 23 (index 5).
    expect(frames).toEqual([
      'window 0 to 9, middle 4 | - | 4',
      `comparing 16 with the key 23: 16 < 23, so the key can only lie right of index 4: keep 5 to 9 | ${BarState.Compare} | `,
      'window 5 to 9, middle 7 | - | 7',
      `comparing 56 with the key 23: 56 > 23, so the key can only lie left of index 7: keep 5 to 6 | ${BarState.Compare} | `,
      'window 5 to 6, middle 5 | - | 5',
      `comparing 23 with the key 23: a match | ${BarState.Found} | `,
    ]);
  });

  it("the last step's words stay in the final narration, before the Done sentence", () => {
    const absent: ArrayInput = { algorithm: 'binarysearch', values: [2, 5, 8, 12, 16, 23, 38, 56, 72, 91], key: 10 };
    const model = arrayAdapter.model.create(absent, []);
    play(model, stream(arrayAdapter.worker.runInput(absent)).ops, () => '');
    expect(arrayAdapter.story.ending(model).narration).toBe(
      'comparing 12 with the key 10: 12 > 10, so the key can only lie left of index 3: nothing is left. Done: the key 10 is not among the values',
    );
    // Nothing is left: every bar but the compared one is greyed out.
    expect(barsIn(model, BarState.Discarded).split(',')).toHaveLength(9);
    const present: ArrayInput = { ...absent, key: 23 };
    const found = arrayAdapter.model.create(present, []);
    play(found, stream(arrayAdapter.worker.runInput(present)).ops, () => '');
    expect(arrayAdapter.story.ending(found).narration).toBe('comparing 23 with the key 23: a match. Done: the key 23 is at index 5');
    const grid = gridRun('iterativedepthLimitSearch', 3, tinyGrid);
    play(grid.model, grid.ops, () => '');
    expect(gridAdapter.story.ending(grid.model).narration).toBe(
      'drawing the path: cell 4 of 4. Done: the path from S to E takes 3 steps; 7 cells visited',
    );
  });

  it('binary search says when nothing is left, and linear search says match or no match', () => {
    const absent: ArrayInput = { algorithm: 'binarysearch', values: [1, 3, 5, 7, 9], key: 10 };
    const told = play(arrayAdapter.model.create(absent, []), stream(arrayAdapter.worker.runInput(absent)).ops, (m: ArrayModel) =>
      arrayAdapter.story.narrate(m),
    );
    expect(told.at(-1)).toBe('comparing 9 with the key 10: 9 < 10, so the key can only lie right of index 4: nothing is left');
    const linear: ArrayInput = { algorithm: 'linearsearch', values: [10, 50, 30], key: 30 };
    const said = play(arrayAdapter.model.create(linear, []), stream(arrayAdapter.worker.runInput(linear)).ops, (m: ArrayModel) =>
      arrayAdapter.story.narrate(m),
    );
    expect(said).toEqual([
      'comparing 10 with the key 30: no match',
      'comparing 50 with the key 30: no match',
      'comparing 30 with the key 30: a match',
    ]);
  });
});

describe('the path phase is narrated', () => {
  it("'drawing the path: cell k of n' while it is drawn, and at a step back into it", () => {
    const { model, ops } = gridRun('astarSearch');
    const told = play(model, ops, (m: GridModel) => gridAdapter.story.narrate(m));
    const drawing = told.filter((line) => line.startsWith('drawing'));
    expect(drawing[0]).toBe('drawing the path: cell 1 of 35');
    expect(drawing.at(-1)).toBe('drawing the path: cell 35 of 35');
    // A step back from the end restores a keyframe and replays: the highlight is gone there.
    const snapshot = model.snapshot();
    model.restore(snapshot);
    expect(gridAdapter.story.narrate(model)).toBe('drawing the path: cell 35 of 35');
  });
});

describe('the depth-limited frontier is drawn', () => {
  it('cells wait in the frontier colour before they are expanded', () => {
    const { model, ops } = gridRun('depthlimitSearch', 34);
    const frontier = play(model, ops, (m: GridModel) => String(m.states.filter((state) => state === GridState.Frontier).length));
    // S offers right and down; each cell entered offers its own right and down, the rest waiting.
    expect(frontier.slice(0, 3)).toEqual(['2', '3', '4']);
    expect(Math.max(...frontier.map(Number))).toBeGreaterThan(10);
  });
});

describe("the cells' labels and the stage's data", () => {
  it('the marks say what the search did to each cell: path, visited, frontier', () => {
    const { model, ops } = gridRun('breadthfirstSearch', 1, `S.${'B'.repeat(16)}.E${'.'.repeat(GRID_CELLS - 20)}`);
    for (let i = 0; i < ops.length / OP_WIDTH; i++) model.apply(ops, i);
    const marks = gridAdapter.story.extras(model).marks;
    expect(marks.length).toBe(GRID_CELLS);
    // Right first: S, (1,2), then down to E at (2,2); (2,1) was expanded too, and (3,1) waits.
    expect([marks[0], marks[1], marks[GRID_SIZE + 1]]).toEqual(['p', 'p', 'p']);
    expect(marks[GRID_SIZE]).toBe('v');
    expect(marks[2 * GRID_SIZE]).toBe('f');
    expect(marks[2]).toBe('.');
  });

  it('a blank key is no key on the stage, and bars are drawn against the largest value shown', () => {
    const blank = arrayAdapter.model.create({ algorithm: 'linearsearch', values: [2, 5, 8, 12, 16], key: null }, []);
    expect(arrayAdapter.story.extras(blank).key).toBe('');
    expect(arrayAdapter.story.narrate(blank)).toBe('');
    // The textbook's 2 … 91: drawn 0–91 rather than 0–1000, so 2, 5, 8, 12 and 16 stand apart.
    const textbook = arrayAdapter.model.create({ algorithm: 'binarysearch', values: [91, 2, 5, 8, 12, 16, 23, 38, 56, 72], key: 23 }, []);
    expect(textbook.maxValue).toBe(91);
    expect(arrayAdapter.model.create({ algorithm: 'linearsearch', values: [0, 0, 0, 0, 0], key: 0 }, []).maxValue).toBe(1);
  });
});

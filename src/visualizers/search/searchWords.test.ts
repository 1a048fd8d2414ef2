import { describe, expect, it } from 'vitest';
import { Op } from '../../../workers/search/searchOps';
import { ArrayModel } from './arrayModel';
import { defaultGrid } from './gridEditing';
import { GridModel } from './gridModel';
import { arrayOutcome, gridOutcome } from './searchWords';

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

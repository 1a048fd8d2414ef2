import { describe, expect, it } from 'vitest';
import { type NQueenInput, nQueenAdapter } from './nQueenAdapter';
import { NQueenModel } from './nQueenModel';

describe('N-Queen Solve again', () => {
  const input: NQueenInput = { n: 10, order: 'random', seed: 5, queens: [] };

  it('draws a new seed in the Randomised order, so the run is not the one just seen', () => {
    const seeds = new Set(Array.from({ length: 5 }, () => nQueenAdapter.model.replay?.(input, new NQueenModel(10, [])).seed));
    expect(seeds.has(5)).toBe(false);
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('replays the same run in the Normal order, which has no seed', () => {
    const normal = { ...input, order: 'normal' as const };
    expect(nQueenAdapter.model.replay?.(normal, new NQueenModel(10, []))).toBe(normal);
  });
});

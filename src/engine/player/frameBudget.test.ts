import { describe, expect, it } from 'vitest';
import { FrameBudget } from './frameBudget';

describe('FrameBudget', () => {
  it('starts between its limits', () => {
    const budget = new FrameBudget(2, 8);
    expect(budget.ms).toBe(4);
  });

  it('shrinks while frames run long, never below the minimum', () => {
    const budget = new FrameBudget(2, 8);
    let last = budget.ms;
    for (let i = 0; i < 3; i++) {
      const next = budget.update(33);
      expect(next).toBeLessThan(last);
      last = next;
    }
    for (let i = 0; i < 50; i++) budget.update(50);
    expect(budget.ms).toBe(2);
  });

  it('grows back while frames are on time, never above the maximum', () => {
    const budget = new FrameBudget(2, 8);
    for (let i = 0; i < 50; i++) budget.update(50);
    budget.update(16.7);
    expect(budget.ms).toBeGreaterThan(2);
    for (let i = 0; i < 100; i++) budget.update(16.7);
    expect(budget.ms).toBe(8);
  });

  it('holds steady on a frame just at the edge', () => {
    const budget = new FrameBudget(2, 8);
    budget.update(17.8);
    expect(budget.ms).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { shuffleValues } from './sortValues';

describe('sort shuffle', () => {
  it('does 8 × count pair swaps, keeping the values', () => {
    const values = [9, 4, 4, 0, 999, 17, 3, 250, 8, 61];
    let calls = 0;
    const counting = () => {
      calls++;
      return 0.5;
    };
    const shuffled = shuffleValues(values, counting);
    expect(calls).toBe(8 * 10 * 2);
    expect([...shuffled].sort()).toEqual([...values].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { clampCount, clampRange, padCount, randomValues, shuffleValues } from './sortValues';

describe('sort settings', () => {
  it('clamps the bar count to 5..1000 and pads its display to 4 digits', () => {
    expect([clampCount(-3), clampCount(4), clampCount(5), clampCount(640), clampCount(1001), clampCount(Number.NaN)]).toEqual([5, 5, 5, 640, 1000, 5]);
    expect([padCount(5), padCount(42), padCount(1000)]).toEqual(['0005', '0042', '1000']);
    expect([clampRange(1), clampRange(900)]).toEqual([5, 500]);
  });

  it('makes random values in 0..999 and shuffles with 8 × count pair swaps, keeping the values', () => {
    const values = randomValues(1000);
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v <= 999)).toBe(true);
    let calls = 0;
    const counting = () => {
      calls++;
      return 0.5;
    };
    const shuffled = shuffleValues(values.slice(0, 10), counting);
    expect(calls).toBe(8 * 10 * 2);
    expect([...shuffled].sort()).toEqual(values.slice(0, 10).sort());
  });
});

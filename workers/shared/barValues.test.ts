import { describe, expect, it } from 'vitest';
import { padCount, randomValues } from './barValues';

describe('bar values', () => {
  it('pads the count display to 4 digits', () => {
    expect([padCount(5), padCount(42), padCount(1000)]).toEqual(['0005', '0042', '1000']);
  });

  it('makes random values in 0..999, or in 0..maxValue when given', () => {
    const values = randomValues(1000);
    expect(values).toHaveLength(1000);
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v <= 999)).toBe(true);
    expect(randomValues(3, 99, () => 0.999)).toEqual([99, 99, 99]);
  });
});

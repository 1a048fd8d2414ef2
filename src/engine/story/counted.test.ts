import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect([0, 1, 2, 12].map((n) => counted(n, 'step'))).toEqual(['0 steps', '1 step', '2 steps', '12 steps']);
  });

  it('takes an irregular plural', () => {
    expect([1, 3].map((n) => counted(n, 'process', 'processes'))).toEqual(['1 process', '3 processes']);
  });
});

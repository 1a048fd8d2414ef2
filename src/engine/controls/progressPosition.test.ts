import { describe, expect, it } from 'vitest';
import { progressPosition } from './progressPosition';

describe('progressPosition', () => {
  it('puts the thumb at the cursor against a known length', () => {
    expect(progressPosition(3, 12)).toEqual({ value: 3, max: 12, indeterminate: false });
    expect(progressPosition(12, 12)).toEqual({ value: 12, max: 12, indeterminate: false });
  });

  it('keeps the thumb at the start of a run under way whose length is unknown (bogosort), not at the end as if it were over', () => {
    const shown = progressPosition(40, null);
    expect(shown.value).toBe(0);
    expect(shown.value).toBeLessThan(shown.max);
    expect(shown.indeterminate).toBe(true);
  });

  it('is at the start, and no more than that, before a run has moved', () => {
    expect(progressPosition(0, null)).toEqual({ value: 0, max: 1, indeterminate: false });
  });
});

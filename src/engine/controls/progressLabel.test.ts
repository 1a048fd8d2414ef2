import { describe, expect, it } from 'vitest';
import { progressLabel } from './progressLabel';

describe('progressLabel', () => {
  it('counts visible steps against the run length once it is known', () => {
    expect(progressLabel(3, 12)).toBe('Step 3 of 12');
    expect(progressLabel(0, 0)).toBe('Step 0 of 0');
  });

  it("promises no length before a run has one: 'Step 0' before Solve, 'unknown yet' only once steps run uncounted", () => {
    expect(progressLabel(0, null)).toBe('Step 0');
    expect(progressLabel(5, null)).toBe('Step 5 of unknown yet');
  });

  it('says there is nothing to run when the input blocks Play', () => {
    expect(progressLabel(0, 12, true)).toBe('Nothing to run');
  });
});

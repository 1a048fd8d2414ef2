import { describe, expect, it } from 'vitest';
import { columnSpans } from './columnSpans';

describe('columnSpans', () => {
  it('returns nothing when nothing changed', () => {
    expect(columnSpans([], 8)).toEqual([]);
  });

  it('covers every changed column, in order, merging neighbours within the gap', () => {
    expect(columnSpans([8, 3, 4, 100], 8, 2)).toEqual([3, 5, 8, 9, 100, 101]);
    expect(columnSpans([3, 4, 6], 8, 2)).toEqual([3, 7]);
  });

  it('ignores duplicates', () => {
    expect(columnSpans([5, 5, 5], 8)).toEqual([5, 6]);
  });

  it('never returns more than maxSpans ranges, closing the smallest gaps first', () => {
    const spans = columnSpans([0, 10, 12 + 20, 100, 500], 3, 0);
    expect(spans).toEqual([0, 33, 100, 101, 500, 501]);
    const many = columnSpans(
      Array.from({ length: 300 }, (_, i) => i * 3),
      16,
      0,
    );
    expect(many.length / 2).toBeLessThanOrEqual(16);
    for (let i = 0; i < 300; i++) expect(many.some((_, k) => k % 2 === 0 && many[k]! <= i * 3 && i * 3 < many[k + 1]!)).toBe(true);
  });
});

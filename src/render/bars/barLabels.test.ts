import { describe, expect, it } from 'vitest';
import { barsTakeLabels, LABELLED_BARS_MAX, labelsMinWidth } from './barLabels';

describe('barsTakeLabels', () => {
  it('labels the default five bars of values up to 999 on a 360 px phone', () => {
    expect(barsTakeLabels(5, 340, 999)).toBe(true);
  });

  it('labels a textbook array of ten values across a phone, where three-digit labels fit', () => {
    expect(barsTakeLabels(10, 340, 90)).toBe(true);
    expect(barsTakeLabels(10, 280, 999)).toBe(true);
  });

  it('leaves bars too narrow for their widest value unlabelled', () => {
    // 40 bars of 8.5 px cannot hold '999' (three digits need about 26 px).
    expect(barsTakeLabels(40, 340, 999)).toBe(false);
    expect(barsTakeLabels(40, 1100, 999)).toBe(true);
    expect(barsTakeLabels(20, 340, 9)).toBe(true);
  });

  it(`never labels more than ${LABELLED_BARS_MAX} bars, however wide the stage`, () => {
    expect(barsTakeLabels(LABELLED_BARS_MAX, 10_000, 9)).toBe(true);
    expect(barsTakeLabels(LABELLED_BARS_MAX + 1, 10_000, 9)).toBe(false);
    expect(barsTakeLabels(1000, 100_000, 9)).toBe(false);
  });

  it('labels nothing when there are no bars', () => {
    expect(barsTakeLabels(0, 1000, 9)).toBe(false);
  });
});

describe('labelsMinWidth', () => {
  it("is the width from which columns take labels: counting sort's six buckets of CLRS Fig. 8.2 (indexes 0 to 5) fit a phone", () => {
    const width = labelsMinWidth(6, 5);
    expect(width).toBeLessThanOrEqual(340);
    expect(barsTakeLabels(6, width, 5)).toBe(true);
    expect(barsTakeLabels(6, width - 1, 5)).toBe(false);
  });

  it('grows with the widest label, and is never reached past the most labelled columns', () => {
    expect(labelsMinWidth(31, 30)).toBeGreaterThan(360);
    expect(labelsMinWidth(31, 30)).toBeLessThan(1000);
    expect(labelsMinWidth(LABELLED_BARS_MAX + 1, 9)).toBe(Number.POSITIVE_INFINITY);
    expect(labelsMinWidth(0, 9)).toBe(Number.POSITIVE_INFINITY);
  });
});

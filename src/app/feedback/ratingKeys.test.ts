import { describe, expect, it } from 'vitest';
import { arrowLeavesRating } from './ratingKeys';

describe('arrowLeavesRating', () => {
  it('stops the arrows at 1 and 5, either way round', () => {
    expect(['ArrowLeft', 'ArrowUp'].map((key) => arrowLeavesRating(key, 1))).toEqual([true, true]);
    expect(['ArrowRight', 'ArrowDown'].map((key) => arrowLeavesRating(key, 5))).toEqual([true, true]);
  });

  it('lets every other move through', () => {
    expect(arrowLeavesRating('ArrowRight', 1)).toBe(false);
    expect(arrowLeavesRating('ArrowLeft', 5)).toBe(false);
    expect(arrowLeavesRating('ArrowLeft', 3)).toBe(false);
    expect(arrowLeavesRating('Tab', 1)).toBe(false);
  });
});

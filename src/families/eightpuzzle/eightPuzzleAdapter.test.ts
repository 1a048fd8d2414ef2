import { describe, expect, it } from 'vitest';
import { solvedIn } from './eightPuzzleAdapter';

describe('the 8 puzzle outcome line', () => {
  it("counts moves and states as a person would: '1 move', '2 moves'", () => {
    expect(solvedIn(1, 1)).toBe('Solved in 1 move (1 state expanded)');
    expect(solvedIn(2, 5)).toBe('Solved in 2 moves (5 states expanded)');
  });
});

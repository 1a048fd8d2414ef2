import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { countSolutions } from './sudokuExactCover';
import { CLUES, generateSudoku, SUDOKU_LEVELS } from './sudokuGenerator';

describe('sudoku generator bound', () => {
  for (const level of SUDOKU_LEVELS) {
    it(`${level}: when no random grid may be tried, still gives ${CLUES[level]} clues with one solution`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const { puzzle, solution } = generateSudoku(level, seededRandom(seed), 0);
        expect(puzzle.filter(Boolean)).toHaveLength(CLUES[level]);
        expect(countSolutions(puzzle, 2)).toBe(1);
        expect(puzzle.every((d, i) => d === 0 || d === solution[i])).toBe(true);
        expect(solution.every((d) => d >= 1 && d <= 9)).toBe(true);
      }
    });
  }
});

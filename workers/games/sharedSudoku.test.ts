import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { checkSharedPuzzle, preparePuzzle } from './sharedSudoku';
import { parseCells } from './sudoku';
import { CLUES, generateSudoku } from './sudokuGenerator';

const { puzzle, solution } = generateSudoku('medium', seededRandom(11));
const WIKIPEDIA = parseCells('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') as number[];
const WIKIPEDIA_SOLUTION = parseCells('534678912672195348198342567859761423426853791713924856961537284287419635345286179') as number[];

describe('a puzzle from a link', () => {
  it('is played when it has a blank and exactly one solution, which comes with it', () => {
    expect(checkSharedPuzzle(WIKIPEDIA)).toEqual({ solution: WIKIPEDIA_SOLUTION });
    expect(checkSharedPuzzle(puzzle)).toEqual({ solution });
  });

  it('is refused in words with no blank, no solution or several', () => {
    // A complete grid opened on 'Game Over You Won' before anyone touched it.
    expect(checkSharedPuzzle(WIKIPEDIA_SOLUTION)).toEqual({ refused: 'it has no blank cell' });
    const clash = [...solution];
    clash[0] = clash[1]!;
    clash[2] = 0;
    expect(checkSharedPuzzle(clash)).toEqual({ refused: 'this sudoku has no solution' });
    expect(checkSharedPuzzle(new Array(81).fill(0))).toEqual({ refused: 'this sudoku has more than one solution' });
  });

  it('or replaced by a fresh puzzle of the level, with the reason', () => {
    const prepared = preparePuzzle('hard', seededRandom(3), WIKIPEDIA_SOLUTION);
    expect(prepared.refused).toBe('it has no blank cell');
    expect(prepared.puzzle.filter(Boolean)).toHaveLength(CLUES.hard);
    expect(preparePuzzle('easy', seededRandom(3), WIKIPEDIA)).toEqual({ puzzle: WIKIPEDIA, solution: WIKIPEDIA_SOLUTION });
    expect(preparePuzzle('easy', seededRandom(3)).puzzle.filter(Boolean)).toHaveLength(CLUES.easy);
  });
});

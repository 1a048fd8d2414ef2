import { describe, expect, it } from 'vitest';
import { formatCells } from '../../../workers/games/sudoku';
import { generateSudoku } from '../../../workers/games/sudokuGenerator';
import { seededRandom } from '../../../workers/protocol/random';
import { sudokuCodec, sudokuDefaults } from './sudokuUrlState';

const decode = (query: string) => sudokuCodec.decode(new URLSearchParams(query));
const { puzzle } = generateSudoku('medium', seededRandom(11));

describe('sudoku URL state', () => {
  it('reads puzzle (0 or . for blanks), level, speed and fastest', () => {
    const dotted = formatCells(puzzle);
    const zeros = dotted.replaceAll('.', '0');
    expect(decode(`puzzle=${dotted}&level=hard&speed=-10&fastest=1`)).toEqual({
      state: { puzzle, level: 'hard', speed: -10, fastest: true },
      notes: [],
    });
    expect(decode(`puzzle=${zeros}`).state.puzzle).toEqual(puzzle);
  });

  it('refuses in words a puzzle of the wrong form, and bad keys', () => {
    expect(decode('puzzle=123').notes).toEqual(['Ignored puzzle: must be 81 characters, digits with 0 or . for a blank']);
    expect(decode('puzzle=123').state.puzzle).toBeUndefined();
    expect(decode('level=expert&fastest=2').notes).toEqual(['Ignored level: must be one of easy, medium, hard', 'Ignored fastest: must be 1 or 0']);
  });

  it('leaves whether a puzzle can be played to the puzzle worker: the search takes up to half a second', () => {
    const blank = formatCells(new Array(81).fill(0));
    expect(decode(`puzzle=${blank}`)).toEqual({ state: { puzzle: new Array(81).fill(0) }, notes: [] });
  });

  it('round-trips, leaving defaults out', () => {
    const state = { ...sudokuDefaults(), puzzle, level: 'medium' as const, speed: -300, fastest: true };
    const written = sudokuCodec.encode(state);
    expect({ ...sudokuDefaults(), ...sudokuCodec.decode(written).state }).toEqual(state);
    expect(Object.fromEntries(sudokuCodec.encode(sudokuDefaults()))).toEqual({});
  });
});

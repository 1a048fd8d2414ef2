import { gamePlaybackDefaults, gamePlaybackFields } from '../gamePace';
import { parseCells } from '../../../workers/games/sudoku';
import { countSolutions } from '../../../workers/games/sudokuExactCover';
import { SUDOKU_LEVELS, type SudokuLevel } from '../../../workers/games/sudokuGenerator';
import { defineCodec, ignoredNote, type PlaybackState } from '../../visualizers/engine/urlState/codec';
import { accept, choiceField, type Field, refuse } from '../../visualizers/engine/urlState/fields';

/** Sudoku's URL state: `puzzle` (81 characters, digits with 0 or . for blank) and `level`, plus speed and fastest. */
export interface SudokuUrlState extends PlaybackState {
  /** The clues, 81 numbers (0 blank); empty until one is generated. */
  puzzle: number[];
  level: SudokuLevel;
}

const puzzleField: Field<number[]> = {
  parse: (raw) => {
    const cells = parseCells(raw.trim());
    return cells ? accept(cells) : refuse('must be 81 characters, digits with 0 or . for a blank');
  },
  format: (cells) => (cells.length ? cells.map((d) => (d ? String(d) : '.')).join('') : null),
};

/** A shared puzzle must have exactly one solution: the counting solver stops at 2 to prove it. */
export const sudokuCodec = defineCodec<SudokuUrlState>({ ...gamePlaybackFields, puzzle: puzzleField, level: choiceField(SUDOKU_LEVELS, 'easy') }, ({ state, notes }) => {
  if (!state.puzzle) return;
  const solutions = countSolutions(state.puzzle, 2);
  if (solutions === 1) return;
  notes.push(ignoredNote('puzzle', solutions === 0 ? 'this sudoku has no solution' : 'this sudoku has more than one solution'));
  delete state.puzzle;
});

export const sudokuDefaults = (): SudokuUrlState => ({ ...gamePlaybackDefaults, puzzle: [], level: 'easy' });

import { formatCells, parseCells } from '../../../workers/games/sudoku';
import { SUDOKU_LEVELS, type SudokuLevel } from '../../../workers/games/sudokuGenerator';
import { defineCodec, type PlaybackState } from '../../engine/url/codec';
import { accept, choiceField, type Field, refuse } from '../../engine/url/fields';
import { gamePlaybackDefaults, gamePlaybackFields } from '../../engine/url/gamePace';

/** Sudoku's URL state: `puzzle` (81 characters, digits with 0 or . for blank) and `level`, plus speed and fastest. */
export interface SudokuUrlState extends PlaybackState {
  /** The clues, 81 numbers (0 blank); empty until one is generated. */
  puzzle: number[];
  level: SudokuLevel;
}

/**
 * Only the puzzle's form is read here. Whether it can be played (a blank to fill, exactly one
 * solution) takes a search of up to half a second, so the puzzle worker decides that, and the
 * page names a refusal beside these notes (useFreshPuzzles.ts, workers/games/sharedSudoku.ts).
 */
const puzzleField: Field<number[]> = {
  parse: (raw) => {
    const cells = parseCells(raw.trim());
    return cells ? accept(cells) : refuse('must be 81 characters, digits with 0 or . for a blank');
  },
  format: (cells) => (cells.length ? formatCells(cells) : null),
};

export const sudokuCodec = defineCodec<SudokuUrlState>({ ...gamePlaybackFields, puzzle: puzzleField, level: choiceField(SUDOKU_LEVELS, 'easy') });

export const sudokuDefaults = (): SudokuUrlState => ({ ...gamePlaybackDefaults, puzzle: [], level: 'easy' });

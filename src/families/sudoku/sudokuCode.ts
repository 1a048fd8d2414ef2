import { candidates, SIZE } from '../../../workers/games/sudoku';
import { SUDOKU_LINE } from '../../../workers/games/sudokuPseudocode';
import { type CodePosition, NO_CODE } from '../../engine/story/code';
import { cellNameAt } from '../../render/board/cellName';
import type { SudokuModel } from './sudokuModel';

/** A candidate mask (bits 1..9) as a person lists it: '2 5 7'. */
function digitsOf(mask: number): string {
  const digits: number[] = [];
  for (let d = 1; d <= SIZE; d++) if (mask & (1 << d)) digits.push(d);
  return digits.join(' ') || 'none';
}

/**
 * Where the solver stands, with what its line reads: the cell (named as the board names it), the
 * digit written or taken out, the cell's candidates (the digits its row, column and box leave
 * it: the board around it is as it was when the solver chose it, since every deeper digit has
 * been taken out again) and the depth, the solver's digits on the board.
 */
export function sudokuCode(model: SudokuModel): CodePosition {
  const { line, cell, digit, digits } = model.state;
  if (line < 0) return NO_CODE;
  if (line === SUDOKU_LINE.solved || line === SUDOKU_LINE.failed)
    return {
      line,
      variables: [
        ['blanks', digits.filter((d) => d === 0).length],
        ['depth', model.depth],
      ],
    };
  return {
    line,
    variables: [
      ['cell', cellNameAt(cell, SIZE)],
      ['d', digit],
      ['candidates', digitsOf(candidates(Array.from(digits), cell))],
      ['depth', model.depth],
    ],
  };
}

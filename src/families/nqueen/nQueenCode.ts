import { N_QUEEN_LINE } from '../../../workers/games/nQueenPseudocode';
import { type CodePosition, NO_CODE } from '../../engine/story/code';
import type { NQueenModel } from './nQueenModel';

/**
 * Where the backtracking stands, with what its line reads: the square a queen went on or came
 * off (1-based, as the board and the narration count), and how many of the AI's queens stand,
 * which is the depth of the search.
 */
export function nQueenCode(model: NQueenModel): CodePosition {
  const { line, row, column } = model.state;
  if (line < 0) return NO_CODE;
  if (line === N_QUEEN_LINE.solved || line === N_QUEEN_LINE.failed)
    return {
      line,
      variables: [
        ['queens', model.depth],
        ['n', model.n],
      ],
    };
  return {
    line,
    variables: [
      ['row', row + 1],
      ['column', column + 1],
      ['queens', model.depth],
    ],
  };
}

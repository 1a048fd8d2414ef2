import type { Decision } from '../../../workers/games/ticTacToe';
import { TIC_TAC_TOE_LINE } from '../../../workers/games/ticTacToePseudocode';
import { type CodePosition, NO_CODE, type Variable } from '../../engine/story/code';
import { counted } from '../../engine/story/counted';
import { cellNameAt } from '../../render/board/cellName';

/**
 * The line of the rule that chose the AI's last move, with what it read: the cell it played
 * (named as the board names it), and for a move chosen by score, its minimax score and how many
 * cells shared it. None before the AI's first move of a game.
 */
export function decisionCode(decision: Decision | null): CodePosition {
  if (!decision) return NO_CODE;
  const { cell, rule, score, choices } = decision;
  const variables: Variable[] = [['cell', cellNameAt(cell, 3)]];
  if (rule === 'best' || rule === 'random') variables.push(['score', score]);
  if (rule === 'random') variables.push(['best', counted(choices, 'cell')]);
  return { line: TIC_TAC_TOE_LINE[rule], variables };
}

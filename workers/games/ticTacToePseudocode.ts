import type { DecisionRule } from './ticTacToe';

/** The line of each rule of the AI's decision (decideMove in ticTacToe.ts), the one marked after its move. */
export const TIC_TAC_TOE_LINE: Record<DecisionRule, number> = { win: 2, block: 4, best: 9, random: 10 };

/** The tic-tac-toe AI in the site's pseudocode style: its rules in the order it tries them, and the minimax that scores a move. */
export const TIC_TAC_TOE_PSEUDOCODE: readonly string[] = [
  "choose the AI's move:",
  "  if a move completes a line of the AI's",
  '    play it (win)',
  '  if a move would complete a line of yours',
  '    play there (block)',
  '  for each empty cell',
  '    score ← minimax(the board after the AI plays there)',
  '  best ← the cells with the highest score',
  '  if only one cell is best',
  '    play it (best score)',
  '  play one of the best cells at random',
  'minimax(board), for the side to move:',
  '  if the last move completed a line',
  '    return −(10 − marks on the board)',
  '  if the board is full',
  '    return 0',
  '  return the highest −minimax(board after each move)',
];

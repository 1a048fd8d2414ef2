import { GOAL_WORDS, SHUFFLE_MOVES } from '../../../workers/games/eightPuzzle';
import type { ComplexityData } from '../../engine/layout/ComplexityTables';
import { cellLooks } from '../../render/board/cellLooks';
import type { GameValue } from '../../app/catalogue/gameValues';

/** Each game's description and the complexity of its AI, keyed by route value. */
export const gameInfo: Record<GameValue, ComplexityData> = {
  tictactoe: {
    description:
      'Play noughts and crosses against an AI that searches the whole game tree (minimax): it takes a winning move when it has one and otherwise a move that keeps at least a draw, so it never loses. Among equally good moves it picks at random. Whoever goes first plays their own symbol, so O may open.',
    time: ['O(b^d)', 'O(1)', 'O(b^d)'],
    space: ['O(d)', 'O(1)', 'O(d)'],
  },
  soduko: {
    description:
      `Fill every row, column and 3×3 box with 1–9. Tap a cell to cycle its digit, or type 1–9 on a focused cell (Backspace, Delete or 0 clears it). Solve lets backtracking take over: it fills the blank with the fewest candidates (the first in reading order on a tie), tries its digits in order (${cellLooks.tried.words}) and takes a digit back (${cellLooks.backtracked.words}) when it leads nowhere. Every generated puzzle has exactly one solution.`,
    time: ['O(9^m)', 'O(m)', 'O(9^m)'],
    space: ['O(m)', 'O(m)', 'O(m)'],
  },
  nqueen: {
    description:
      `Place N queens so that none attacks another: no two share a row, column or diagonal. Tap a cell to place or remove a queen; attacked queens turn ${cellLooks.conflict.words}. The AI places one queen per row from the top, trying columns left to right (Normal) or in a seeded shuffle drawn afresh each time it enters a row (Randomised; Solve after a finished run draws a new seed, which the link keeps), and backtracks when a row has no safe column. Placements count queens put on safe squares; backtracks count queens taken back.`,
    time: ['O(n!)', 'O(n^2)', 'O(n!)'],
    space: ['O(n)', 'O(n)', 'O(n)'],
  },
  '15Puzzle': {
    description:
      `Slide the tiles into order 1–8 with the blank last (the goal ${GOAL_WORDS}) by tapping a tile next to the blank; the solved board has ${cellLooks.tileSolved.words}. The AI runs A* with the Manhattan distance as its estimate, which never overestimates, so the moves it finds are the fewest possible. On equal estimated totals (moves made so far plus the Manhattan distance) it takes the deeper state first; states expanded counts the states taken off the queue and expanded, not the goal. Half of all arrangements cannot reach this goal: those with an odd number of inversions (the blank not counted). A textbook puzzle whose goal puts the blank first plays here once its board is turned round and each tile t renamed 9 − t: AIMA's 7 2 4 / 5 _ 6 / 8 3 1 becomes tiles=861304572, still 26 moves. Shuffle makes ${SHUFFLE_MOVES} random moves from the goal, so its board can always be solved; a page opened without tiles starts on such a board, and Reset puts back the goal.`,
    time: ['O(b^d)', 'O(d)', 'O(b^d)'],
    space: ['O(b^d)', 'O(d)', 'O(b^d)'],
  },
};

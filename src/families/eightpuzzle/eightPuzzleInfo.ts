import { GOAL_WORDS, SHUFFLE_MOVES } from '../../../workers/games/eightPuzzle';
import type { ComplexityData } from '../../engine/layout/ComplexityTables';
import { cellLooks } from '../../render/board/cellLooks';

/** The game's description and the complexity of its AI. */
export const eightPuzzleInfo: ComplexityData = {
  description: `Slide the tiles into order 1–8 with the blank last (the goal ${GOAL_WORDS}) by tapping a tile next to the blank; the solved board has ${cellLooks.tileSolved.words}. The AI runs A* with the Manhattan distance as its estimate, which never overestimates, so the moves it finds are the fewest possible. On equal estimated totals (moves made so far plus the Manhattan distance) it takes the deeper state first; states expanded counts the states taken off the queue and expanded, not the goal. Half of all arrangements cannot reach this goal: those with an odd number of inversions (the blank not counted). A textbook puzzle whose goal puts the blank first plays here once its board is turned round and each tile t renamed 9 − t: AIMA's 7 2 4 / 5 _ 6 / 8 3 1 becomes tiles=861304572, still 26 moves. Shuffle makes ${SHUFFLE_MOVES} random moves from the goal, so its board can always be solved; a page opened without tiles starts on such a board, and Reset puts back the goal.`,
  time: ['O(b^d)', 'O(d)', 'O(b^d)'],
  space: ['O(b^d)', 'O(d)', 'O(b^d)'],
};

/** What Solve and Play do on this page: the same, so the line under them says so. */
export const eightPuzzleSolveHelp =
  'Solve or Play: watch A* slide the tiles home in the fewest moves, step by step. Pause and the step buttons go through it one slide at a time.';

/**
 * The line under 'This arrangement cannot be solved', in words: which goal (textbooks differ:
 * AIMA puts the blank first), why no slide gets there, and the way back to a board that can be solved.
 */
export const UNSOLVABLE_NOTE =
  'No series of slides can put these tiles in order, 1 to 8 with the blank in the bottom-right corner: half of all arrangements can never get there. Shuffle or Reset gives a board that can be solved.';

import type { ComplexityData } from '../../engine/layout/ComplexityTables';

/** The game's description and the complexity of its AI. */
export const ticTacToeInfo: ComplexityData = {
  description:
    'Play noughts and crosses against an AI that searches the whole game tree (minimax): it takes a winning move when it has one, else stops a line of yours, else plays the move with the best minimax score, which keeps at least a draw, so it never loses. Among equally good moves it picks at random. Whoever goes first plays their own symbol, so O may open.',
  time: ['O(b^d)', 'O(1)', 'O(b^d)'],
  space: ['O(d)', 'O(1)', 'O(d)'],
};

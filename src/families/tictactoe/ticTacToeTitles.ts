/** The game's route value (spec §2) and title. */
export const ticTacToeTitles = { tictactoe: 'Tic Tac Toe' } as const;

/** The game's route value (spec §2) and title. */
export const sudokuTitles = { soduko: 'Sudoku' } as const;

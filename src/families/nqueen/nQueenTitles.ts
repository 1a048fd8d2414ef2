/** The game's route value (spec §2) and title. */
export const nQueenTitles = { nqueen: 'N Queen' } as const;

/** The game's route value and title: the route keeps its historical name; the game is the 3×3 sliding puzzle (spec §2). */
export const eightPuzzleTitles = { '15Puzzle': '8 Puzzle' } as const;

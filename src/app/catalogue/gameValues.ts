/**
 * The four games' route values (spec §2), in catalogue order: the one list the catalogue, the
 * games page and the game descriptions are keyed by. Games have no shared worker list to hold it.
 */
export const gameValues = ['tictactoe', 'soduko', 'nqueen', '15Puzzle'] as const;
export type GameValue = (typeof gameValues)[number];

export const isGameValue = (value: string): value is GameValue => (gameValues as readonly string[]).includes(value);

import type { BoardShape } from '../../render/board/boardShape';

export const eightPuzzleShape: BoardShape = { size: 3, maxCell: 96 };

/** The board the page will show, before the game's code arrives (the catalogue entry's loading shape). */
export const openingShape = (): BoardShape => eightPuzzleShape;

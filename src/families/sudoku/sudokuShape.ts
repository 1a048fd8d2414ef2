import type { BoardShape } from '../../render/board/boardShape';

export const sudokuShape: BoardShape = { size: 9, boxSize: 3 };

/** The board the page will show, before the game's code arrives (the catalogue entry's loading shape). */
export const openingShape = (): BoardShape => sudokuShape;

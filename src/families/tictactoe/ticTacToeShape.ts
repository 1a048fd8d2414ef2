import type { BoardShape } from '../../render/board/boardShape';

export const ticTacToeShape: BoardShape = { size: 3, maxCell: 96 };

/** The board the page will show, before the game's code arrives (the catalogue entry's loading shape). */
export const openingShape = (): BoardShape => ticTacToeShape;

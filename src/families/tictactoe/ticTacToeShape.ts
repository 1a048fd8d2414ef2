import type { BoardShape } from '../../render/board/boardShape';

export const ticTacToeShape: BoardShape = { size: 3, maxCell: 96 };

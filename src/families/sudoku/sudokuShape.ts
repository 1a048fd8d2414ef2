import type { BoardShape } from '../../render/board/boardShape';

export const sudokuShape: BoardShape = { size: 9, boxSize: 3 };

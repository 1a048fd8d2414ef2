import type { BoardShape } from '../../render/board/boardShape';

export const eightPuzzleShape: BoardShape = { size: 3, maxCell: 96 };

import { MIN_SHRUNK_CELL } from '../../render/board/boardGeometry';
import type { BoardShape } from '../../render/board/boardShape';

/** Issue 13: N-Queen boards above this size may shrink their squares below 32 px to fit a phone. */
const SHRINKS_ABOVE = 10;

/** A chessboard's squares touch (NQueenModel's gap says why). */
export const nQueenShape = (n: number): BoardShape => ({ size: n, gap: 0, minCell: n > SHRINKS_ABOVE ? MIN_SHRUNK_CELL : undefined, maxCell: 56 });

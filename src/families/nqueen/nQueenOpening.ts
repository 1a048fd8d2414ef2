import { readHashQuery } from '../../engine/url/hashQuery';
import type { BoardShape } from '../../render/board/boardShape';
import { nQueenShape } from './nQueenShape';
import { DEFAULT_QUEENS, nQueenCodec } from './nQueenUrlState';

/** The board the page will show, read from the link before the game's code arrives: `n=12` is a 12 × 12 board. */
export const openingShape = (): BoardShape => nQueenShape(nQueenCodec.decode(readHashQuery().params).state.n ?? DEFAULT_QUEENS);

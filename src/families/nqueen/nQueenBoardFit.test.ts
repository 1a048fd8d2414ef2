import { describe, expect, it } from 'vitest';
import { extentPx, fitCell, MIN_CELL } from '../../render/board/boardGeometry';
import { NQueenModel } from './nQueenModel';

// The painters know no family: the chessboard's fit is checked here, beside the board's other cases in src/render/board/boardGeometry.test.ts.
describe('N-Queen board geometry', () => {
  it('fits a 10×10 chessboard at 32 px a square into a 360 px phone (a 330 px stage, 4 px spared)', () => {
    const room = 330 - 4;
    const { gap } = new NQueenModel(10, []);
    expect(fitCell(room, 10, undefined, MIN_CELL, 56, gap)).toBe(MIN_CELL);
    expect(MIN_CELL * 10 + extentPx(10, undefined, gap)).toBeLessThanOrEqual(room);
  });
});

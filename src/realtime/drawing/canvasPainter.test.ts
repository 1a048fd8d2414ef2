import { describe, expect, it } from 'vitest';
import { dotsBetween } from './canvasPainter';
import { BOARD_SIZE } from './drawingCommands';

describe('dotsBetween', () => {
  it('leaves no gap in a flick from corner to corner at brush 1', () => {
    const dots = dotsBetween({ x: 0, y: 0 }, { x: BOARD_SIZE, y: BOARD_SIZE }, 1);
    const gaps = dots.slice(1).map((dot, i) => Math.hypot(dot.x - dots[i]!.x, dot.y - dots[i]!.y));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1);
    expect(dots.at(-1)).toEqual({ x: BOARD_SIZE, y: BOARD_SIZE });
  });
});

import { describe, expect, it } from 'vitest';
import { CHIP_PITCH_PX, chipCorner, chipsPerRow, laneRows, ROW_PX, TITLE_COLUMN_PX } from './laneGeometry';

describe('lane geometry (where the lanes canvas puts chips)', () => {
  it('fits as many chips in a row as the width after the title column holds, at least one', () => {
    expect(chipsPerRow(TITLE_COLUMN_PX + 10 * CHIP_PITCH_PX)).toBe(10);
    expect(chipsPerRow(TITLE_COLUMN_PX + 10 * CHIP_PITCH_PX - 1)).toBe(9);
    expect(chipsPerRow(50)).toBe(1);
  });

  it('wraps a lane to more rows, and keeps a row for an empty lane', () => {
    expect(laneRows(0, 6)).toBe(1);
    expect(laneRows(6, 6)).toBe(1);
    expect(laneRows(7, 6)).toBe(2);
    expect(laneRows(50, 6)).toBe(9);
  });

  it('places a chip by its index: along the row, then on the next row at the title column', () => {
    const [x0, y0] = chipCorner(0, 6, 100);
    expect(x0).toBe(TITLE_COLUMN_PX);
    expect(chipCorner(5, 6, 100)).toEqual([TITLE_COLUMN_PX + 5 * CHIP_PITCH_PX, y0]);
    expect(chipCorner(6, 6, 100)).toEqual([TITLE_COLUMN_PX, y0 + ROW_PX]);
    expect(y0).toBeGreaterThanOrEqual(100);
  });
});

import { describe, expect, it } from 'vitest';
import { readSheetHeight, sheetHeightMessage } from './sheetHeightMessage';

describe('the CV sheet height message', () => {
  it('carries the sheet height in whole pixels, rounded up so the frame never cuts the last line', () => {
    expect(readSheetHeight(sheetHeightMessage(1234))).toBe(1234);
    expect(readSheetHeight(sheetHeightMessage(1234.25))).toBe(1235);
    // Survives the structured clone postMessage makes.
    expect(readSheetHeight(structuredClone(sheetHeightMessage(880.5)))).toBe(881);
  });

  it('ignores anything else a window may post', () => {
    for (const data of [
      null,
      undefined,
      'cv-sheet-height',
      720,
      {},
      { type: 'cv-sheet-height' },
      { type: 'other', height: 720 },
      { type: 'cv-sheet-height', height: '720' },
      { type: 'cv-sheet-height', height: 720.5 },
      { type: 'cv-sheet-height', height: Number.NaN },
      { type: 'cv-sheet-height', height: Number.POSITIVE_INFINITY },
      { type: 'cv-sheet-height', height: 0 },
      { type: 'cv-sheet-height', height: -40 },
      { type: 'cv-sheet-height', height: 10_000_000 },
    ]) {
      expect(readSheetHeight(data), JSON.stringify(data) ?? String(data)).toBeUndefined();
    }
  });
});

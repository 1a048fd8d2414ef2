import { BufferImageSource } from 'pixi.js';
import { writePaletteTexels } from '../paletteTexels';
import { barPalette } from './barState';

/** Rows of the data texture: bars, buckets, then the colour palette. */
export const DATA_ROWS = 3;
const PALETTE_ROW = DATA_ROWS - 1;

/**
 * The bars' state as an RGBA8 texture, one texel per bar: height as a 16-bit fraction (red =
 * high byte, green = low byte; 8 bits would step visibly on a tall canvas) and a palette index
 * in blue (the bar's state byte: see barState.ts). Writing a changed bar is three byte stores; the whole texture (≤ 12 KB) is uploaded
 * once per drawn frame.
 */
export class BarData {
  readonly source: BufferImageSource;
  private readonly bytes: Uint8Array;

  constructor(readonly width: number) {
    const w = Math.max(width, barPalette.length);
    this.bytes = new Uint8Array(w * DATA_ROWS * 4);
    writePaletteTexels(this.bytes, PALETTE_ROW * w * 4, barPalette);
    this.source = new BufferImageSource({
      resource: this.bytes,
      width: w,
      height: DATA_ROWS,
      format: 'rgba8unorm',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
      // These bytes are data, not colour: premultiplying by alpha on upload would zero them.
      alphaMode: 'no-premultiply-alpha',
    });
  }

  /** Sets one texel of row 0 (bars) or 1 (buckets); a fraction of 0 draws nothing. */
  set(row: 0 | 1, i: number, fraction: number, state: number): void {
    if (i < 0 || i >= this.width) return;
    const h = Math.round(Math.min(1, Math.max(0, fraction)) * 65535);
    const at = (row * this.source.width + i) * 4;
    this.bytes[at] = h >> 8;
    this.bytes[at + 1] = h & 0xff;
    this.bytes[at + 2] = state;
    this.bytes[at + 3] = 255;
  }

  /** Marks the texture for upload at the next render. */
  commit(): void {
    this.source.update();
  }

  destroy(): void {
    this.source.destroy();
  }
}

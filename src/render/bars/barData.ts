import { BufferImageSource } from 'pixi.js';
import { barColours } from './types';

/** Rows of the data texture: bars, buckets, then the colour palette. */
export const DATA_ROWS = 3;
const PALETTE_ROW = DATA_ROWS - 1;

export type BarColour = keyof typeof barColours;
const paletteNames = Object.keys(barColours) as BarColour[];
/** Palette index of each colour, as stored in a texel's blue byte. */
export const colourIndex = Object.fromEntries(paletteNames.map((name, i) => [name, i])) as Record<BarColour, number>;

/**
 * The bars' state as an RGBA8 texture, one texel per bar: height as a 16-bit fraction (red =
 * high byte, green = low byte; 8 bits would step visibly on a tall canvas) and a palette index
 * in blue. Writing a changed bar is three byte stores; the whole texture (≤ 12 KB) is uploaded
 * once per drawn frame.
 */
export class BarData {
  readonly source: BufferImageSource;
  private readonly bytes: Uint8Array;

  constructor(readonly width: number) {
    const w = Math.max(width, paletteNames.length);
    this.bytes = new Uint8Array(w * DATA_ROWS * 4);
    paletteNames.forEach((name, i) => {
      const rgb = barColours[name];
      this.bytes.set([(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, 255], (PALETTE_ROW * w + i) * 4);
    });
    this.source = new BufferImageSource({
      resource: this.bytes, width: w, height: DATA_ROWS, format: 'rgba8unorm',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
      // These bytes are data, not colour: premultiplying by alpha on upload would zero them.
      alphaMode: 'no-premultiply-alpha',
    });
  }

  /** Sets one texel of row 0 (bars) or 1 (buckets); a fraction of 0 draws nothing. */
  set(row: 0 | 1, i: number, fraction: number, colour: number): void {
    if (i < 0 || i >= this.width) return;
    const h = Math.round(Math.min(1, Math.max(0, fraction)) * 65535);
    const at = (row * this.source.width + i) * 4;
    this.bytes[at] = h >> 8;
    this.bytes[at + 1] = h & 0xff;
    this.bytes[at + 2] = colour;
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

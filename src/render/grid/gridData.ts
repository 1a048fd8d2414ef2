import { BufferImageSource } from 'pixi.js';
import { writePaletteTexels } from '../paletteTexels';
import { gridPalette } from './gridState';

/**
 * The grid's cells as an RGBA8 texture, one texel per cell (its state byte in red), with the
 * colour palette in one extra row below them. Writing a changed cell is one byte store; an
 * 18×18 grid's texture is under 2 KB, uploaded once per drawn frame.
 */
export class GridData {
  readonly source: BufferImageSource;
  private readonly bytes: Uint8Array;
  private readonly width: number;

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    this.width = Math.max(columns, gridPalette.length);
    this.bytes = new Uint8Array(this.width * (rows + 1) * 4);
    writePaletteTexels(this.bytes, rows * this.width * 4, gridPalette);
    this.source = new BufferImageSource({
      resource: this.bytes,
      width: this.width,
      height: rows + 1,
      format: 'rgba8unorm',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
      // Data, not colour: premultiplying by alpha on upload would zero it.
      alphaMode: 'no-premultiply-alpha',
    });
  }

  /**
   * Writes a cell's state byte; returns whether it differs from what the texture held. The
   * texture mirrors the picture on the canvas, so only cells that return true need repainting.
   */
  set(cell: number, state: number): boolean {
    const r = Math.floor(cell / this.columns);
    const c = cell % this.columns;
    const at = (r * this.width + c) * 4;
    if (this.bytes[at] === state && this.bytes[at + 3] === 255) return false;
    this.bytes[at] = state;
    this.bytes[at + 3] = 255;
    return true;
  }

  commit(): void {
    this.source.update();
  }

  destroy(): void {
    this.source.destroy();
  }
}

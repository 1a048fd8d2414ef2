/**
 * Writes a palette (0xRRGGBB per state byte) as RGBA texels from byte offset `at`: the data
 * texture renderers (bars, grid) keep their colours in a row of their own texture, so a
 * shader turns a state byte into a colour with one fetch.
 */
export function writePaletteTexels(bytes: Uint8Array, at: number, palette: readonly number[]): void {
  palette.forEach((rgb, i) => {
    bytes.set([(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, 255], at + i * 4);
  });
}

/** A CSS hex colour as the 0..1 RGB triple a shader uniform takes. */
export function rgbOfHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255];
}

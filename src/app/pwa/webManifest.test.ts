import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { owner } from '../../content/owner';
import { theme } from '../theme';
import { webManifest } from './webManifest';

/** Width, height and colour type from a PNG's header (IHDR, right after the 8-byte signature). */
function pngHeader(publicPath: string) {
  const bytes = readFileSync(new URL(`../../../public${publicPath}`, import.meta.url));
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  // Colour types 4 and 6 carry an alpha channel; 0, 2 and 3 (without a tRNS chunk) do not.
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), alpha: [4, 6].includes(bytes[25]!) || bytes.includes(Buffer.from('tRNS')) };
}

describe('web app manifest', () => {
  it('names the app after the owner, with a short name a launcher shows whole', () => {
    expect(webManifest.name).toContain(owner.profile.name);
    expect(webManifest.short_name).toBe(owner.profile.shortName);
    expect(webManifest.short_name?.length).toBeGreaterThan(0);
    expect(webManifest.short_name?.length).toBeLessThanOrEqual(12);
  });

  it('opens standalone at the site root, which is also its scope and identity', () => {
    expect(webManifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', id: '/' });
  });

  it("takes its colours from the theme, as index.html's theme-color does", () => {
    expect(webManifest.theme_color).toBe(theme.palette.background.default);
    expect(webManifest.background_color).toBe(theme.palette.background.default);
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(/<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1]).toBe(webManifest.theme_color);
  });

  it('has 192 and 512 px icons and a maskable one, each a PNG of the size it claims in public/', () => {
    const icons = webManifest.icons ?? [];
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of icons) {
      const { width, height } = pngHeader(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
    // A launcher crops a maskable icon to its own shape: it must fill the square, with no transparent corner.
    const maskable = icons.find((icon) => icon.purpose === 'maskable');
    expect(pngHeader(maskable?.src ?? '').alpha).toBe(false);
  });

  it('has shortcuts to the projects page and the sort visualizer, inside its scope', () => {
    expect(webManifest.shortcuts?.map((s) => s.url)).toEqual(['/#/projects', '/#/sortvisualizer/bubblesort']);
    for (const shortcut of webManifest.shortcuts ?? []) {
      expect(shortcut.url.startsWith(webManifest.scope ?? '')).toBe(true);
      expect(shortcut.name.length).toBeGreaterThan(0);
    }
  });
});

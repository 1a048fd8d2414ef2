// Draws the installed app's icons (the web app manifest's, src/app/pwa/webManifest.ts) as PNGs
// under public/icons/: the favicon's four bars (public/favicon.svg) at 192 and 512 px on a
// rounded tile, and a maskable 512 px one whose tile fills the square and whose bars stay inside
// the central circle a launcher may cut it to (radius 40 %). Rendered by headless Chromium, so the
// pictures are exactly what the SVG says.
//   node scripts/make-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BACKGROUND = '#0d1b2a';
/** The favicon's bars on its 32-unit grid: x, y, width, height, colour. */
const BARS = [
  [5, 18, 4, 9, '#4fc3f7'],
  [11, 10, 4, 17, '#81c784'],
  [17, 14, 4, 13, '#ffb74d'],
  [23, 5, 4, 22, '#e57373'],
];

/**
 * The icon as SVG. `scale` is the share of the square the bars' 22-unit block spans: 0.69 as in
 * the favicon; 0.5 for the maskable one, whose block's corners then lie 0.35 from the centre,
 * inside the 0.4 safe circle.
 */
function iconSvg(size, { maskable }) {
  const scale = maskable ? 0.5 : 22 / 32;
  const unit = (size * scale) / 22;
  const offset = (size - 22 * unit) / 2;
  const bars = BARS.map(
    ([x, y, w, h, fill]) =>
      `<rect x="${offset + (x - 5) * unit}" y="${offset + (y - 5) * unit}" width="${w * unit}" height="${h * unit}" fill="${fill}"/>`,
  ).join('');
  const tile = maskable
    ? `<rect width="${size}" height="${size}" fill="${BACKGROUND}"/>`
    : `<rect width="${size}" height="${size}" rx="${(size * 6) / 32}" fill="${BACKGROUND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${tile}${bars}</svg>`;
}

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-maskable-512.png', size: 512, maskable: true },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${iconSvg(size, { maskable })}`);
    // Transparent outside the rounded tile of the plain icons.
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}

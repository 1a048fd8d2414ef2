// Captures the visualizer and game cards' preview images from the real renderers: builds the site, serves it,
// opens every sort page in headless Chromium, stops the animation part-way and screenshots the
// canvas into public/previews/sortvisualizer/<slug>.png; then the equation pages (their DOM
// stage), the search stages, the scheduler stages and the game boards.
//   node scripts/capture-previews.mjs                            (every family)
//   PREVIEW_FAMILIES=equation,search,scheduler,games node scripts/capture-previews.mjs   (only the named ones)
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

// The catalogue names every card's value and preview file, so a new value is captured where its
// card looks for it (or the script stops and says it has no way to capture it).
const { families } = await tsImport('../src/app/catalogue/catalogue.ts', import.meta.url);
const wanted = (family) => !process.env.PREVIEW_FAMILIES || process.env.PREVIEW_FAMILIES.split(',').includes(family);
/** The family's catalogue items when PREVIEW_FAMILIES includes `name` (or is unset), each with the file its card shows. */
function itemsOf(name, familyId) {
  if (!wanted(name)) return [];
  const items = families.find((f) => f.id === familyId).items.map((item) => ({ ...item, file: `public${item.pic}` }));
  for (const { file } of items) mkdirSync(path.dirname(file), { recursive: true });
  return items;
}
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

const distDir = mkdtempSync(path.join(tmpdir(), 'portfolio-previews-'));
await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true, sourcemap: false } });
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  let file = path.join(distDir, path.normalize(decodeURIComponent(url.pathname)));
  if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(distDir, 'index.html');
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  const page = await browser.newPage({ viewport: { width: 720, height: 900 } });
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  for (const { value, file } of itemsOf('sort', 'sortvisualizer')) {
    await page.goto(`${base}/?bench#/sortvisualizer/${value}`);
    await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
    await page.evaluate(async (value) => {
      const session = window.__visualizerSession;
      const max = value === 'countingsort' ? 39 : 999;
      const count = value === 'bogosort' ? 12 : 48;
      // A fixed pseudo-random sequence: the same pictures on every run.
      let seed = 7;
      const next = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      session.load({ algorithm: value, values: Array.from({ length: count }, () => Math.floor(next() * (max + 1))), maxValue: max });
      while (session.player.total === null && value !== 'bogosort') await new Promise((r) => setTimeout(r, 50));
      await session.seek(value === 'bogosort' ? 40 : Math.floor((session.player.total ?? 0) * 0.45));
    }, value);
    await page.waitForTimeout(300);
    await page.locator('[data-testid="visualizer-stage"] [role="img"]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }

  // --- Equation evaluation: each mode's default expression, stopped a little past half-way. ---
  for (const { value: mode, file } of itemsOf('equation', 'equationevaluationvisualizer')) {
    await page.goto(`${base}/?bench#/equationevaluationvisualizer/${mode}`);
    await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
    await page.evaluate(async () => {
      const session = window.__visualizerSession;
      while (session.player.total === null) await new Promise((r) => setTimeout(r, 50));
      await session.seek(Math.floor(session.player.total * 0.55));
    });
    await page.waitForTimeout(300);
    // The renderer's host: a readable group of DOM cells here, not a canvas image.
    await page.locator('[data-testid="visualizer-stage"] [data-ready]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }

  // --- Games: the DOM boards part-way through their AI (or after the AI's opening move). ---
  const gameShots = {
    tictactoe: ['first=ai', 0],
    soduko: ['level=medium', 60],
    nqueen: ['n=8', 30],
    '15Puzzle': ['tiles=867254301', 12],
  };
  for (const { value, file } of itemsOf('games', 'games')) {
    if (!gameShots[value]) throw new Error(`No preview state for the game '${value}': add it to gameShots`);
    const [state, step] = gameShots[value];
    // A fresh document per game, as a visitor opening the link would have.
    await page.goto('about:blank');
    await page.goto(`${base}/?bench#/games/${value}?${state}`);
    await page.waitForSelector('[data-testid="visualizer-stage"] [data-ready] [role="grid"]');
    if (value === 'tictactoe')
      await page.waitForFunction(() => document.querySelector('[data-testid="visualizer-stage"]')?.getAttribute('data-board')?.match(/[XO]/));
    else await page.evaluate((step) => window.__visualizerSession.seek(step), step);
    await page.waitForTimeout(300);
    await page.locator('[data-testid="visualizer-stage"] [role="grid"]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
  // --- Process scheduler: each mode on one fixed set, stopped a little past half-way. ---
  for (const { value: mode, file } of itemsOf('scheduler', 'processschedulervisualizer')) {
    await page.goto('about:blank');
    await page.goto(`${base}/?bench#/processschedulervisualizer/${mode}?procs=0:5:3,1:3:1,2:6:4,4:2:2,6:4:5&q=2&seed=7`);
    await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
    await page.evaluate(async () => {
      const session = window.__visualizerSession;
      while (session.player.total === null) await new Promise((r) => setTimeout(r, 50));
      await session.seek(Math.floor(session.player.total * 0.6));
    });
    await page.waitForTimeout(300);
    await page.locator('[data-testid="visualizer-stage"] [data-ready]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }

  // ---- Search family: the same real renderers (bars for the array searches, the grid for the rest). ----
  // A wall down column 9 with a gap in the last row, S top-left, E top-right: every search has work to show.
  const walled = [...`S${'.'.repeat(16)}E${'.'.repeat(324 - 18)}`].map((ch, i) => (i % 18 === 9 && i < 306 ? 'B' : ch)).join('');
  const searchValues = Array.from({ length: 48 }, (_, i) => (i * 397) % 1000);
  for (const { value, file } of itemsOf('search', 'searchvisualizer')) {
    const array = value === 'linearsearch' || value === 'binarysearch';
    const state = array
      ? `values=${searchValues.join(',')}&key=${searchValues[40]}`
      : `grid=${walled}&limit=${value === 'depthlimitSearch' ? 60 : 30}`;
    await page.goto('about:blank');
    await page.goto(`${base}/?bench#/searchvisualizer/${value}?${state}`);
    await page.waitForFunction(
      () => window.__visualizerSession?.player.total && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'),
    );
    await page.evaluate(async () => {
      const session = window.__visualizerSession;
      await session.seek(Math.floor(session.player.total * 0.6));
    });
    await page.waitForTimeout(300);
    await page.locator('[data-testid="visualizer-stage"] [role="img"]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
  server.close();
  rmSync(distDir, { recursive: true, force: true });
}

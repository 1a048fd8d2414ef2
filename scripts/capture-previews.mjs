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
import { build } from 'vite';

const sorts = [
  'bubblesort', 'selectionsort(max)', 'selectionsort(minmax)', 'bogosort', 'insertionsort', 'heapsort',
  'quicksort(pivotfirst)', 'quicksort(pivotlast)', 'quicksort(randomised)', 'countingsort', 'radixsort',
  'mergesort(loop)', 'mergesort(function)',
];
const wanted = (family) => !process.env.PREVIEW_FAMILIES || process.env.PREVIEW_FAMILIES.split(',').includes(family);
const slugOf = (value) => value.replace(/[()]/g, (c) => (c === '(' ? '-' : '')).toLowerCase();
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
  mkdirSync('public/previews/sortvisualizer', { recursive: true });
  for (const value of wanted('sort') ? sorts : []) {
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
    const file = `public/previews/sortvisualizer/${slugOf(value)}.png`;
    await page.locator('[data-testid="visualizer-stage"] [role="img"]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }

  // --- Equation evaluation: each mode's default expression, stopped a little past half-way. ---
  const equationModes = ['postfix', 'prefix', 'infix', 'infix2pointer'];
  if (wanted('equation')) mkdirSync('public/previews/equationevaluationvisualizer', { recursive: true });
  for (const mode of wanted('equation') ? equationModes : []) {
    await page.goto(`${base}/?bench#/equationevaluationvisualizer/${mode}`);
    await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
    await page.evaluate(async () => {
      const session = window.__visualizerSession;
      while (session.player.total === null) await new Promise((r) => setTimeout(r, 50));
      await session.seek(Math.floor(session.player.total * 0.55));
    });
    await page.waitForTimeout(300);
    const file = `public/previews/equationevaluationvisualizer/${mode}.png`;
    await page.locator('[data-testid="visualizer-stage"] [role="img"]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }

  // --- Games: the DOM boards part-way through their AI (or after the AI's opening move). ---
  const games = [
    ['tictactoe', 'first=ai', 0, 'tictactoe'],
    ['soduko', 'level=medium', 60, 'soduko'],
    ['nqueen', 'n=8', 30, 'nqueen'],
    ['15Puzzle', 'tiles=867254301', 12, '15puzzle'],
  ];
  if (wanted('games')) mkdirSync('public/previews/games', { recursive: true });
  for (const [value, state, step, slug] of wanted('games') ? games : []) {
    // A fresh document per game, as a visitor opening the link would have.
    await page.goto('about:blank');
    await page.goto(`${base}/?bench#/games/${value}?${state}`);
    await page.waitForSelector('[data-testid="visualizer-stage"] [data-ready] [role="grid"]');
    if (value === 'tictactoe') await page.waitForFunction(() => document.querySelector('[data-testid="visualizer-stage"]')?.getAttribute('data-board')?.match(/[XO]/));
    else await page.evaluate((step) => window.__visualizerSession.seek(step), step);
    await page.waitForTimeout(300);
    const file = `public/previews/games/${slug}.png`;
    await page.locator('[data-testid="visualizer-stage"] [role="grid"]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
  // --- Process scheduler: each mode on one fixed set, stopped a little past half-way. ---
  const schedulers = ['fcfs', 'sjf', 'sjfpreemptive', 'roundrobin', 'lottery', 'priority', 'preemptivepriority'];
  if (wanted('scheduler')) mkdirSync('public/previews/processschedulervisualizer', { recursive: true });
  for (const mode of wanted('scheduler') ? schedulers : []) {
    await page.goto('about:blank');
    await page.goto(`${base}/?bench#/processschedulervisualizer/${mode}?procs=0:5:3,1:3:1,2:6:4,4:2:2,6:4:5&q=2&seed=7`);
    await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
    await page.evaluate(async () => {
      const session = window.__visualizerSession;
      while (session.player.total === null) await new Promise((r) => setTimeout(r, 50));
      await session.seek(Math.floor(session.player.total * 0.6));
    });
    await page.waitForTimeout(300);
    const file = `public/previews/processschedulervisualizer/${mode}.png`;
    await page.locator('[data-testid="visualizer-stage"] [data-ready]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }

  // ---- Search family: the same real renderers (bars for the array searches, the grid for the rest). ----
  const searches = ['linearsearch', 'binarysearch', 'breadthfirstSearch', 'depthfirstSearch', 'astarSearch', 'greedybfsSearch', 'depthlimitSearch', 'iterativedepthLimitSearch'];
  // A wall down column 9 with a gap in the last row, S top-left, E top-right: every search has work to show.
  const walled = [...`S${'.'.repeat(16)}E${'.'.repeat(324 - 18)}`].map((ch, i) => (i % 18 === 9 && i < 306 ? 'B' : ch)).join('');
  const searchValues = Array.from({ length: 48 }, (_, i) => (i * 397) % 1000);
  if (wanted('search')) mkdirSync('public/previews/searchvisualizer', { recursive: true });
  for (const value of wanted('search') ? searches : []) {
    const array = value === 'linearsearch' || value === 'binarysearch';
    const state = array ? `values=${searchValues.join(',')}&key=${searchValues[40]}` : `grid=${walled}&limit=${value === 'depthlimitSearch' ? 60 : 30}`;
    await page.goto('about:blank');
    await page.goto(`${base}/?bench#/searchvisualizer/${value}?${state}`);
    await page.waitForFunction(() => window.__visualizerSession?.player.total && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
    await page.evaluate(async () => {
      const session = window.__visualizerSession;
      await session.seek(Math.floor(session.player.total * 0.6));
    });
    await page.waitForTimeout(300);
    const file = `public/previews/searchvisualizer/${slugOf(value)}.png`;
    await page.locator('[data-testid="visualizer-stage"] [role="img"]').screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
  server.close();
  rmSync(distDir, { recursive: true, force: true });
}

/**
 * `npm run bench`: the benchmark at 1000 bars in headless Chromium (software WebGL). Frame rows
 * (each page × CPU rate × speed, each the median of three traced runs), idle and heap rows, start
 * latency of every sort and first paint at 4×; prints the tables, issue 14's fps goals as
 * information and goals A–F (goalsAtoF.ts) as PASS/MISS, and writes
 * bench/results/frames-<time>.json. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { measureFirstPaint } from './firstPaint';
import { type FrameRow, measureTarget } from './frameRows';
import { frameTargets } from './frameTargets';
import { checkEmbedBundle, checkRace, familyRenderers } from './goals';
import { type AllResults, checkLetterGoals, formerFpsGoals } from './goalsAtoF';
import { measureHeap } from './heapBench';
import { embedInitialChunks, gzippedBytes, homeInitialChunks } from './homeBundle';
import { measureIdle } from './idleBench';
import { REPEATS } from './median';
import { withRatios } from './ratios';
import { printLetterGoals, printReport } from './report';
import { launchBrowser, selected, startSite } from './site';
import { speeds } from './speeds';
import { measureStartLatency } from './startLatency';

const BARS = 1000;
/** Seconds per run; three runs per row. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** The throttling rate of issue 14's goals (a slow phone). */
const SLOW_CPU = 4;
/**
 * Goal D's pages (the sort page and a family page of each kind of stage) and goal E's (every page
 * with a run); `BENCH_IDLE_PAGES` / `BENCH_HEAP_PAGES` (renderer names) narrow them for a short check.
 */
const pageList = (env: string | undefined, all: string[]) => (env ? env.split(',') : all);
const IDLE_PAGES = pageList(process.env.BENCH_IDLE_PAGES, ['pixi', 'equation-dom', 'scheduler', 'search-grid', 'sudoku-solver']);
const HEAP_PAGES = pageList(process.env.BENCH_HEAP_PAGES, ['pixi', ...familyRenderers]);

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  const results: AllResults = { rows: [], startLatency: [], firstPaint: [], homeJsBytes: null, embedJsBytes: null, idle: [], heap: [] };
  try {
    for (const target of frameTargets.filter((t) => selected(t.renderer))) {
      const rows: FrameRow[] = await measureTarget(browser, site.url, target, speeds, SECONDS, BARS);
      results.rows.push(...rows);
    }
    const pages = (names: string[]) => frameTargets.filter((t) => names.includes(t.renderer));
    if (selected('idle'))
      for (const target of pages(IDLE_PAGES)) results.idle.push(...(await measureIdle(browser, site.url, target, BARS, SLOW_CPU)));
    if (selected('heap'))
      for (const target of pages(HEAP_PAGES)) results.heap.push(await measureHeap(browser, site.url, target, BARS, target.renderer === 'pixi'));
    if (selected('start-latency')) results.startLatency = await measureStartLatency(browser, site.url, BARS, SLOW_CPU);
    if (selected('first-paint')) {
      results.firstPaint = await measureFirstPaint(browser, site.url, SLOW_CPU);
      results.homeJsBytes = gzippedBytes(site.distDir, homeInitialChunks(site.chunks));
      results.embedJsBytes = gzippedBytes(site.distDir, embedInitialChunks(site.chunks));
    }
  } finally {
    await browser.close();
    await site.close();
  }
  results.rows = withRatios(results.rows);
  const checks = checkLetterGoals(results);
  const former = formerFpsGoals(results);
  const issueChecks = [checkRace(results.rows), checkEmbedBundle(results)];
  printReport(results, former, issueChecks);
  printLetterGoals(results, checks);
  mkdirSync('bench/results', { recursive: true });
  const file = path.join('bench/results', `frames-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = {
    date: new Date().toISOString(),
    bars: BARS,
    seconds: SECONDS,
    repeats: REPEATS,
    cores: cpus().length,
    ...results,
    checks,
    formerGoals: former,
    issueChecks,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

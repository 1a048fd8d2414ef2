/**
 * `npm run bench`: issue 14's benchmark at 1000 bars in headless Chromium (software WebGL).
 * Frame rows (each page × CPU rate × speed, each the median of three runs), start latency of
 * every sort and first paint at 4×; prints the tables and the goals as PASS/MISS and writes
 * bench/results/frames-<time>.json. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { measureFirstPaint } from './firstPaint';
import { type FrameRow, measureTarget } from './frameRows';
import { frameTargets } from './frameTargets';
import { checkEmbedBundle, checkGoals, checkRace, type Results } from './goals';
import { embedInitialChunks, gzippedBytes, homeInitialChunks } from './homeBundle';
import { REPEATS } from './median';
import { printReport } from './report';
import { launchBrowser, selected, startSite } from './site';
import { speeds } from './speeds';
import { measureStartLatency } from './startLatency';

const BARS = 1000;
/** Seconds per run; three runs per row. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** The throttling rate of issue 14's goals (a slow phone). */
const SLOW_CPU = 4;

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  const results: Results = { rows: [], startLatency: [], firstPaint: [], homeJsBytes: null, embedJsBytes: null };
  try {
    for (const target of frameTargets.filter((t) => selected(t.renderer))) {
      const rows: FrameRow[] = await measureTarget(browser, site.url, target, speeds, SECONDS, BARS);
      results.rows.push(...rows);
    }
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
  const checks = checkGoals(results);
  const issueChecks = [checkRace(results.rows), checkEmbedBundle(results)];
  printReport(results, checks, issueChecks);
  mkdirSync('bench/results', { recursive: true });
  const file = path.join('bench/results', `frames-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = { date: new Date().toISOString(), bars: BARS, seconds: SECONDS, repeats: REPEATS, cores: cpus().length, ...results, checks, issueChecks };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

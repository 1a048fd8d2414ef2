/**
 * `npm run bench:variants`: one frame row's page measured as it is and with variants of it, to
 * find what holds a row (bench/README.md's rounds: "the board hidden", "nothing painted", "no
 * store update"). A variant is CSS added to the page after it loads, and/or a script run in it;
 * each window gets a fresh context, and the variants are interleaved with the page as it is, so
 * the machine's drift falls on all of them alike. Prints the fps of every window and their
 * medians, and each window's long tasks (goal B) in steady play and around reloads: how many,
 * and the longest. A count tells variants apart where the longest task alone does not (one rare
 * task sets it): bench/README.md, "The scheduler's long tasks, counted". Writes
 * bench/results/variants-<time>.json.
 *
 *   BENCH_VARIANTS_TARGET   the row's renderer (sudoku-solver, nqueen-ai, equation-dom, …)
 *   BENCH_VARIANTS_FILE     a JSON list of { name, css?, script? } (bench/variants/*.json)
 *   BENCH_VARIANTS_ROUNDS   windows per variant (default 3), BENCH_VARIANTS_SECONDS (default 4)
 *   BENCH_VARIANTS_CPU      CPU throttling rate (default 4)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { BenchPace } from './benchTarget';
import type { FrameTarget } from './frameTarget';
import { frameTargets } from './frameTargets';
import { type Measurement, measure } from './measure';
import { median } from './median';
import { launchBrowser, openTargetPage, startSite } from './site';
import { speeds } from './speeds';

interface Variant {
  name: string;
  css?: string;
  script?: string;
}

/** What a window of a variant reads: its frame rate, and its long tasks (goal B) beside it. */
type VariantWindow = Pick<Measurement, 'fps' | 'restarts' | 'longTasks' | 'longestTaskMs' | 'reloadLongTasks' | 'longestReloadTaskMs'>;

const BARS = 1000;
const TARGET_NAME = process.env.BENCH_VARIANTS_TARGET ?? 'sudoku-solver';
const ROUNDS = Number(process.env.BENCH_VARIANTS_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_VARIANTS_SECONDS ?? 4);
const CPU = Number(process.env.BENCH_VARIANTS_CPU ?? 4);

function readVariants(): Variant[] {
  const file = process.env.BENCH_VARIANTS_FILE;
  const listed: Variant[] = file ? JSON.parse(readFileSync(file, 'utf8')) : [];
  if (!Array.isArray(listed) || listed.some((v) => typeof v?.name !== 'string'))
    throw new Error(`${file}: expected a JSON list of { name, css?, script? }`);
  return [{ name: 'as it is' }, ...listed];
}

/** A window's long tasks in words: in steady play, then around reloads. */
const longTaskText = (w: VariantWindow) =>
  `${w.longTasks} long tasks in steady play (longest ${w.longestTaskMs.toFixed(0)} ms), ${w.reloadLongTasks} around reloads (longest ${w.longestReloadTaskMs.toFixed(0)} ms)`;

async function measureVariant(browser: Browser, url: string, target: FrameTarget, pace: BenchPace, variant: Variant): Promise<VariantWindow> {
  const { context, page, cdp } = await openTargetPage(browser, url, target, variant.name);
  try {
    if (variant.css) await page.addStyleTag({ content: variant.css });
    if (variant.script) await page.evaluate(variant.script);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const { fps, restarts, longTasks, longestTaskMs, reloadLongTasks, longestReloadTaskMs } = await measure(page, pace, SECONDS, BARS);
    return { fps, restarts, longTasks, longestTaskMs, reloadLongTasks, longestReloadTaskMs };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const variants = readVariants();
  const target = frameTargets.find((t) => t.renderer === TARGET_NAME);
  if (!target) throw new Error(`BENCH_VARIANTS_TARGET=${TARGET_NAME}: no such frame row (${frameTargets.map((t) => t.renderer).join(', ')})`);
  // The row's own pace: Fastest for a family row, the first speed it is measured at otherwise.
  const [, pace] = target.speeds(speeds)[0]!;
  const site = await startSite();
  const browser = await launchBrowser();
  const windows: Record<string, (VariantWindow & { load: number })[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const variant of variants) {
        const seen = { ...(await measureVariant(browser, site.url, target, pace, variant)), load: loadavg()[0]! };
        windows[variant.name]!.push(seen);
        console.log(
          `  round ${round}, ${variant.name}: ${seen.fps.toFixed(1)} fps, ${longTaskText(seen)}, ${seen.restarts} reloads, load ${seen.load.toFixed(1)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(`\n${TARGET_NAME} at ${CPU}×, ${SECONDS} s windows, ${ROUNDS} rounds interleaved (${cpus().length} cores):`);
  console.log('| variant | median fps | windows | long tasks: steady, longest ms; around reloads (reloads), longest ms |\n|---|---|---|---|');
  for (const { name } of variants) {
    const seen = windows[name]!;
    const tasks = seen
      .map((w) => `${w.longTasks}, ${w.longestTaskMs.toFixed(0)}; ${w.reloadLongTasks} (${w.restarts}), ${w.longestReloadTaskMs.toFixed(0)}`)
      .join(' / ');
    console.log(`| ${name} | ${median(seen.map((w) => w.fps)).toFixed(1)} | ${seen.map((w) => w.fps.toFixed(1)).join(', ')} | ${tasks} |`);
  }
  const out = path.join('bench', 'results', `variants-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ target: TARGET_NAME, cpu: CPU, seconds: SECONDS, variants, windows }, null, 2)}\n`);
  console.log(`\nwrote ${out}`);
}

await main();

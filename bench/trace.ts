/**
 * `npm run bench:trace`: where a frame's time goes. Records a Chromium trace of the sort page
 * (1000 bars, bubble sort, 4× CPU throttle, or `BENCH_TRACE_CPU`) at the 'fastest slider' and 'fastest (frame
 * budget)' paces, a few seconds each, and prints per thread (renderer main, compositor, GPU
 * process, viz) the mean and median time per frame of its top events. `BENCH_TRACE_TARGET`
 * names another frame row's page (`sudoku-solver`, `search-grid`...; a comma list traces each), traced at the paces of
 * those two it is measured at (a family row: Fastest). Writes
 * bench/results/trace-<time>.json (the summary; BENCH_TRACE_RAW=1 also keeps the raw traces,
 * which open in chrome://tracing or Perfetto). With `BENCH_TRACE_NAMES=1` the site is built
 * unminified, so a CPU profile in a raw trace (`BENCH_TRACE_CATEGORIES=disabled-by-default-v8.cpu_profiler`)
 * names the site's own functions; its figures are then not the production build's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { BenchPace } from './benchTarget';
import { frameTargets } from './frameTargets';
import { launchBrowser, openTargetPage, startSite } from './site';
import { type Speed, speeds } from './speeds';
import { recordTrace } from './traceRecord';
import { summariseTrace, type TraceEvent, type TraceSummary } from './traceSummary';

const BARS = 1000;
/** The throttle traced at: 4× as the goals read; `BENCH_TRACE_CPU=1` shows what is left when the page's threads run at full speed. */
const CPU = Number(process.env.BENCH_TRACE_CPU ?? 4);
const SECONDS = Number(process.env.BENCH_TRACE_SECONDS ?? 4);
const WARM_UP_MS = 1000;
/** `BENCH_TRACE_CATEGORIES` adds categories (a comma list: `cc,blink`) to name what a task waits on. */
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'gpu',
  'viz',
  'toplevel',
  'v8',
  ...(process.env.BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? []),
];
/** The two paces issue 14 asks to trace. */
const traced = speeds.filter(([label]) => label.startsWith('fastest slider') || label.startsWith('fastest (frame budget)'));
/** A comma list of frame rows' pages, traced one after another in one build and browser. */
const TARGET_NAMES = (process.env.BENCH_TRACE_TARGET ?? 'pixi').split(',');

interface PaceTrace extends TraceSummary {
  target: string;
  speed: string;
  /** Frames the page's own rAF loop saw while tracing, and their rate. */
  pageFrames: number;
  /** Runs that finished while tracing and were reloaded (a reload's setup is in the trace). */
  restarts: number;
  fps: number;
  load: number;
}

/**
 * Counts the page's frames for `seconds` (a rAF loop of its own, as the frame bench does); a run
 * that finishes is reloaded with fresh values, or the trace would show idle frames.
 */
const countFrames = (page: Page, seconds: number, pace: BenchPace) =>
  page.evaluate(
    ({ seconds, pace, bars }) =>
      new Promise<{ frames: number; elapsed: number; restarts: number }>((resolve) => {
        const reload = window.__benchReload;
        if (!reload) throw new Error('no bench reloader on the page (openTargetPage installs it)');
        let first = -1;
        let frames = 0;
        let restarts = 0;
        const tick = (time: number) => {
          if (first < 0) first = time;
          else frames++;
          if (reload.request(pace, bars)) restarts++;
          if (time - first < seconds * 1000) requestAnimationFrame(tick);
          else {
            reload.cancel();
            resolve({ frames, elapsed: (time - first) / 1000, restarts });
          }
        };
        requestAnimationFrame(tick);
      }),
    { seconds, pace, bars: BARS },
  );

async function tracePace(browser: Browser, page: Page, target: string, [speed, pace]: Speed): Promise<{ summary: PaceTrace; events: TraceEvent[] }> {
  await page.evaluate(
    async ({ pace, bars }) => {
      const target = window.__benchTarget;
      if (!target) throw new Error('no bench target on the page');
      target.pause();
      target.load(Array.from({ length: bars }, () => Math.floor(Math.random() * 1000)));
      target.setPace(pace);
      await new Promise((r) => setTimeout(r, 300));
      await target.play();
    },
    { pace, bars: BARS },
  );
  // Past the worker start and the first chunks: the trace shows steady playback.
  await page.waitForTimeout(WARM_UP_MS);
  const browserSession = await browser.newBrowserCDPSession();
  const { events, result: seen } = await recordTrace(browserSession, categories, () => countFrames(page, SECONDS, pace));
  await browserSession.detach();
  await page.evaluate(() => window.__benchTarget?.pause());
  const summary = {
    target,
    speed,
    pageFrames: seen.frames,
    restarts: seen.restarts,
    fps: seen.frames / Math.max(seen.elapsed, 1e-9),
    load: loadavg()[0]!,
    ...summariseTrace(events, seen.frames),
  };
  return { summary, events };
}

function print(trace: PaceTrace): void {
  const perRun = trace.restarts > 0 ? `, ${(trace.pageFrames / trace.restarts).toFixed(1)} frames a run` : '';
  console.log(
    `\n${trace.target}, ${trace.speed} at ${CPU}×: ${trace.fps.toFixed(1)} fps (${trace.pageFrames} page frames, ${trace.restarts} reloads${perRun}; ${trace.frames} frames cut at ${trace.frameBoundaries}); load ${trace.load.toFixed(2)}`,
  );
  console.log(
    `  page main thread busy per frame: median ${trace.pageMain.medianMs.toFixed(1)} ms, p95 ${trace.pageMain.p95Ms.toFixed(1)} ms; GPU process ${trace.gpu.medianMs.toFixed(1)} ms`,
  );
  // Between the frames: a row whose runs last a few frames spends the rest on its reloads.
  console.log('  main-thread tasks by kind over the traced frames:');
  for (const k of trace.mainTasks)
    console.log(
      `      ${k.kind.padEnd(15)} ${String(k.count).padStart(5)} tasks ${k.totalMs.toFixed(0).padStart(6)} ms  median ${k.medianMs.toFixed(1).padStart(5)}  longest ${k.longestMs.toFixed(1).padStart(6)}`,
    );
  for (const t of trace.threads) {
    console.log(
      `  ${t.process} / ${t.thread}: busy ${t.busyMeanMs.toFixed(2)} ms per frame (median ${t.busyMedianMs.toFixed(2)}), thread time ${t.cpuMeanMs.toFixed(2)} (median ${t.cpuMedianMs.toFixed(2)})`,
    );
    for (const n of t.top) console.log(`      ${n.meanMs.toFixed(2).padStart(7)} ms mean  ${n.medianMs.toFixed(2).padStart(7)} ms median  ${n.name}`);
  }
}

async function main() {
  const targets = TARGET_NAMES.map((name) => {
    const target = frameTargets.find((t) => t.renderer === name);
    if (!target) throw new Error(`BENCH_TRACE_TARGET=${name}: no such frame row (${frameTargets.map((t) => t.renderer).join(', ')})`);
    return target;
  });
  const site = await startSite({ minify: !process.env.BENCH_TRACE_NAMES });
  const browser = await launchBrowser();
  const traces: PaceTrace[] = [];
  const raw: Record<string, TraceEvent[]> = {};
  try {
    for (const target of targets) {
      const { context, page, cdp } = await openTargetPage(browser, site.url, target);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      for (const speed of target.speeds(traced)) {
        const { summary, events } = await tracePace(browser, page, target.renderer, speed);
        traces.push(summary);
        raw[`${target.renderer}-${speed[0].split(' (')[0]}`] = events;
        print(summary);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  mkdirSync('bench/results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join('bench/results', `trace-${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), targets: TARGET_NAMES, bars: BARS, cpu: CPU, seconds: SECONDS, cores: cpus().length, categories, traces }, null, 2)}\n`,
  );
  console.log(`\nwrote ${file}`);
  if (process.env.BENCH_TRACE_RAW) {
    for (const [name, events] of Object.entries(raw)) {
      const rawFile = path.join('bench/results', `trace-${stamp}-${name.replace(/\W+/g, '-')}.raw.json`);
      writeFileSync(rawFile, JSON.stringify({ traceEvents: events }));
      console.log(`wrote ${rawFile}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

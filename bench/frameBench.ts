/**
 * `npm run bench`: frame-rate benchmark of the sort visualizer against a DOM-bars baseline,
 * in headless Chromium (software WebGL), at 1× and 4× CPU throttling. Writes
 * bench/results/frames-<time>.json and prints a table with the targets checked.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { startAppServer } from '../server/appServer';
import { loadConfig } from '../server/config';
import { createFeatures } from '../server/features';
import { setLogSilent } from '../server/log';
import type { BenchPace } from './benchTarget';
import { adaptEquationPage, equationBench } from './equationTarget';
import { adaptGamePage, gameSpeeds, gameTargets, isGameTarget } from './gamesBench';
import { adaptSchedulerPage, isSchedulerRow, schedulerBenchUrl } from './schedulerBench';
import { type Measurement, measure } from './measure';
import { printTable, type Row, verdicts } from './report';
import { searchTargets } from './searchTargets';
import { adaptRacePage, RACE_ROW, raceSpeeds, raceTarget } from './raceBench';

const BARS = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const STRESS_OPS_PER_FRAME = 1000;

const speeds: [string, BenchPace][] = [
  ['slowest (5000 ms)', { delay: 5000, fastest: false }],
  ['default (2500 ms)', { delay: 2500, fastest: false }],
  ['fastest slider (1 ms)', { delay: 1, fastest: false }],
  ['fastest (frame budget)', { delay: 1, fastest: true }],
  [`stress (${STRESS_OPS_PER_FRAME} ops/frame)`, { delay: 1, fastest: false, opsPerFrame: STRESS_OPS_PER_FRAME }],
];

const chromiumArgs = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

async function buildAll(distDir: string) {
  await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true, sourcemap: false } });
  await build({
    logLevel: 'warn',
    configFile: false,
    root: path.resolve('bench/dom-baseline'),
    base: './',
    build: {
      outDir: path.join(distDir, 'bench-dom'),
      emptyOutDir: true,
      rollupOptions: { input: { index: path.resolve('bench/dom-baseline/index.html'), clear: path.resolve('bench/dom-baseline/clear.html') } },
    },
  });
}

/** Exposes the sort page's engine through the same interface the baseline page has. */
async function adaptSortPage(page: Page) {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] canvas'));
  await page.evaluate(() => {
    const session = window.__visualizerSession;
    if (!session) throw new Error('sort page did not expose its session');
    window.__benchTarget = {
      load: (values) => session.load({ algorithm: 'bubblesort', values, maxValue: 999 } as never),
      setPace: (pace) => session.setPace(pace),
      play: () => session.play(),
      pause: () => session.pause(),
      get cursor() {
        return session.player.cursor;
      },
      get finished() {
        return session.player.finished;
      },
    };
  });
}

async function main() {
  const distDir = mkdtempSync(path.join(tmpdir(), 'portfolio-bench-'));
  console.log('building the site and the DOM baseline...');
  await buildAll(distDir);
  setLogSilent(true);
  const config = { ...loadConfig({ ...process.env, PORT: '0' }), distDir };
  const server = await startAppServer(config, await createFeatures(config));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const rows: Row[] = [];
  try {
    const renderers = ([
      ['pixi', `${server.url}/?bench#/sortvisualizer/bubblesort`],
      ['dom', `${server.url}/bench-dom/index.html`],
      ['scheduler', schedulerBenchUrl(server.url)],
      // Reference only: what this machine allows any WebGL page at this moment.
      ['webgl-clear', `${server.url}/bench-dom/clear.html`],
      [equationBench.renderer, `${server.url}${equationBench.path}`],
      ...gameTargets(server.url),
      ...searchTargets.map((t): [string, string] => [t.renderer, `${server.url}/?bench#${t.route}`]),
      raceTarget(server.url),
      // BENCH_ROWS=pixi,dom,equation-dom,… runs only those targets.
    ] as [string, string][]).filter(([renderer]) => !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(',').includes(renderer));
    for (const [renderer, url] of renderers) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // tsx names functions with an __name helper that page.evaluate'd code must find.
      await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[${renderer}] page error: ${error.message}`));
      await page.goto(url);
      const extra = searchTargets.find((t) => t.renderer === renderer);
      if (renderer === 'pixi') await adaptSortPage(page);
      else if (renderer === equationBench.renderer) await adaptEquationPage(page);
      else if (isGameTarget(renderer)) await adaptGamePage(page);
      else if (renderer === 'scheduler') await adaptSchedulerPage(page);
      else if (extra) await extra.adapt(page);
      else if (renderer === RACE_ROW) await adaptRacePage(page);
      else await page.waitForFunction(() => window.__benchTarget);
      const cdp = await context.newCDPSession(page);
      for (const cpu of [1, 4]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        const runSpeeds = (
          renderer === RACE_ROW
            ? raceSpeeds(speeds)
            : renderer === 'webgl-clear'
            ? speeds.slice(-1)
            : renderer === equationBench.renderer
              ? equationBench.speeds(speeds)
              : isGameTarget(renderer)
                ? gameSpeeds(speeds)
                : extra
                  ? speeds.filter(([s]) => s.startsWith('fastest ('))
                  : speeds
        ).filter(([speed]) => isSchedulerRow(renderer, speed));
        for (const [speed, pace] of runSpeeds) {
          const result: Measurement = await measure(page, pace, SECONDS, BARS);
          rows.push({ renderer, cpu, speed: renderer === 'webgl-clear' ? 'clear only' : speed, load: loadavg()[0], ...result });
          console.log(`  ${renderer} ${cpu}x ${speed}: median ${result.medianMs.toFixed(1)} ms, ${result.fps.toFixed(1)} fps`);
        }
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  }
  const checks = verdicts(rows, `stress (${STRESS_OPS_PER_FRAME} ops/frame)`);
  printTable(rows, checks);
  console.log(`\nmachine: ${cpus().length} cores; 1-minute load average per row in the 'load' column (other work on a shared machine skews frame rates).`);
  mkdirSync('bench/results', { recursive: true });
  const file = path.join('bench/results', `frames-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), bars: BARS, seconds: SECONDS, cores: cpus().length, rows, checks }, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * What every browser benchmark starts from: a production build of the site plus the DOM
 * baseline pages, served by the real server on a free port, and headless Chromium with
 * software WebGL (as on a slow phone without a GPU driver).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../e2e/support/chromium';
import { type ChunkInfo, chunkReport } from '../e2e/support/chunkReport';
import { startAppServer } from '../server/appServer';
import { loadConfig } from '../server/config';
import { createFeatures } from '../server/features';
import { setLogSilent } from '../server/log';
import type { FrameTarget } from './frameTarget';
import { installReloader } from './reloadInTask';

export interface BenchSite {
  url: string;
  distDir: string;
  /** The build's chunks and their imports (for the home route's initial JS). */
  chunks: ChunkInfo[];
  close(): Promise<void>;
}

async function buildAll(distDir: string, chunkReportPath: string, minify: boolean): Promise<void> {
  await build({ logLevel: 'warn', plugins: [chunkReport(chunkReportPath)], build: { outDir: distDir, emptyOutDir: true, sourcemap: false, minify } });
  await build({
    logLevel: 'warn',
    configFile: false,
    root: path.resolve('bench/dom-baseline'),
    base: './',
    build: {
      outDir: path.join(distDir, 'bench-dom'),
      emptyOutDir: true,
      rollupOptions: {
        input: {
          index: path.resolve('bench/dom-baseline/index.html'),
          clear: path.resolve('bench/dom-baseline/clear.html'),
          redraw: path.resolve('bench/dom-baseline/redraw.html'),
          board: path.resolve('bench/dom-baseline/board.html'),
        },
      },
    },
  });
}

/** `minify: false` keeps the site's function names, for a CPU profile (profile.ts); every measured row uses the production build. */
export async function startSite({ minify = true }: { minify?: boolean } = {}): Promise<BenchSite> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'portfolio-bench-'));
  const chunkReportPath = `${distDir}-chunks.json`;
  console.log('building the site and the DOM baseline...');
  await buildAll(distDir, chunkReportPath, minify);
  const chunks: ChunkInfo[] = JSON.parse(readFileSync(chunkReportPath, 'utf8'));
  setLogSilent(true);
  const config = { ...loadConfig({ ...process.env, PORT: '0' }), distDir };
  const server = await startAppServer(config, await createFeatures(config));
  return {
    url: server.url,
    distDir,
    chunks,
    close: async () => {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(chunkReportPath, { force: true });
    },
  };
}

/** The tests' Chromium, with their flags (e2e/support/chromium.ts). */
export const launchBrowser = (): Promise<Browser> => launchChromium();

/**
 * A fresh context (so a cold cache) with the page size every row uses. The site's service
 * worker is blocked unless a row asks for it: a page's first visit registers it after load and
 * idle and it then downloads the whole precache in the background (issue 51), a one-off cost
 * that would fall inside a frame row's measured runs. The first-paint row allows it, since it
 * measures exactly a first visit.
 */
export async function newBenchContext(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers });
  // tsx names functions with an __name helper that page.evaluate'd code must find.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  return context;
}

/** A frame target's page, open and adapted (its `window.__benchTarget` and `__benchReload` installed). */
export interface TargetPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * Opens a target's page in a fresh context (newBenchContext), waits for it to be adapted, and
 * opens a CDP session on it; the page's errors are logged under `label`. The caller closes the
 * context; if opening fails, it is closed here.
 */
export async function openTargetPage(browser: Browser, baseUrl: string, target: FrameTarget, label = target.renderer): Promise<TargetPage> {
  const context = await newBenchContext(browser);
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${label}] page error: ${error.message}`));
    await page.goto(`${baseUrl}${target.path}`);
    await target.adapt(page);
    await installReloader(page);
    return { context, page, cdp: await context.newCDPSession(page) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** `BENCH_ROWS=pixi,dom,start-latency,…` runs only the named rows; unset runs all. */
export const selected = (name: string): boolean => !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(',').includes(name);

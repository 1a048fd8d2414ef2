import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { repeated, type Spread } from './median';
import { newBenchContext } from './site';

/**
 * First contentful paint of one route (goal 5): median of three cold loads, with its spread.
 * `fcpMs` is a load into a tab that is open and idle, as a visitor's tab is when they follow a
 * link or type the address; `fcpNewTabMs` opens the tab and the route at the same moment, as
 * this row did until 2026-11-26 (kept beside it, so both are in the JSON and the table).
 */
export interface FirstPaintRow extends Spread<{ fcpMs: number; fcpNewTabMs: number }> {
  route: string;
  cpu: number;
  fcpMs: number;
  fcpNewTabMs: number;
  load: number;
}

/** The routes goal 5 names: the home page and one visualizer (Pixi and its worker load after paint). */
export const firstPaintRoutes = { home: '/', visualizer: '/#/sortvisualizer/bubblesort' } as const;

/**
 * How long a new tab stays on about:blank before the route is opened. A trace of this
 * browser (bench/README, eighth round): for about a second after a page is created, with no
 * site loaded at all, the GPU process composites and swaps the new window every 25-30 ms at
 * 20-150 ms a swap, and the tab's renderer is still starting; a route opened in that second
 * shares two cores with it and painted 0.3-0.4 s later (floor page 0.83 against 0.53 s, / 1.12
 * against 0.71 s, medians of seven). Two seconds leave room for a slow start.
 */
export const TAB_SETTLE_MS = 2000;

type Tab = 'ready' | 'new';

/**
 * One cold load: a fresh context (empty cache, and the CDP cache switch on in case) with the CPU
 * throttled before navigation starts, so parsing and running the bundle pay the slow-phone rate.
 * A 'ready' tab is left to settle on about:blank first; nothing of the site is loaded or cached
 * by then.
 */
async function once(browser: Browser, url: string, cpu: number, tab: Tab): Promise<number> {
  // A first visit as a visitor's: the service worker registers as it would (after load and idle).
  const context = await newBenchContext(browser, 'allow');
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (tab === 'ready') await page.waitForTimeout(TAB_SETTLE_MS);
    await page.goto(url);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

export async function measureFirstPaint(browser: Browser, baseUrl: string, cpu: number): Promise<FirstPaintRow[]> {
  // One load first, not counted. The first page a freshly launched browser paints also waits for
  // the browser's own start (its GPU process and software rasteriser, fonts): about a second more
  // for a page that paints early, which no visitor's running browser pays. Run alone
  // (BENCH_ROWS=first-paint) this row's first load got that, and the route measured first with
  // it; in the full bench the row runs last, on a warm browser. The loads measured stay cold:
  // a fresh context each, empty cache.
  await once(browser, `${baseUrl}${firstPaintRoutes.home}`, cpu, 'new');
  const rows: FirstPaintRow[] = [];
  for (const route of Object.values(firstPaintRoutes)) {
    // Interleaved, so a quiet or a busy minute of the machine falls on both kinds of tab.
    const result = await repeated(async () => ({
      fcpMs: await once(browser, `${baseUrl}${route}`, cpu, 'ready'),
      fcpNewTabMs: await once(browser, `${baseUrl}${route}`, cpu, 'new'),
    }));
    rows.push({ route, cpu, load: loadavg()[0]!, ...result });
    const [low, high] = result.fcpMsSpread;
    const [newLow, newHigh] = result.fcpNewTabMsSpread;
    console.log(
      `  first contentful paint ${route} ${cpu}x: ${result.fcpMs.toFixed(0)} ms (${low.toFixed(0)}–${high.toFixed(0)}); tab opened with it ${result.fcpNewTabMs.toFixed(0)} ms (${newLow.toFixed(0)}–${newHigh.toFixed(0)})`,
    );
  }
  return rows;
}

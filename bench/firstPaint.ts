import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { repeated, type Spread } from './median';
import { newBenchContext } from './site';

/** First contentful paint of one route (goal 5): median of three cold loads, with its spread. */
export interface FirstPaintRow extends Spread<{ fcpMs: number }> {
  route: string;
  cpu: number;
  fcpMs: number;
  load: number;
}

/** The routes goal 5 names: the home page and one visualizer (Pixi and its worker load after paint). */
export const firstPaintRoutes = { home: '/', visualizer: '/#/sortvisualizer/bubblesort' } as const;

/**
 * One cold load: a fresh context (empty cache, and the CDP cache switch on in case) with the CPU
 * throttled before navigation starts, so parsing and running the bundle pay the slow-phone rate.
 */
async function once(browser: Browser, url: string, cpu: number): Promise<{ fcpMs: number }> {
  const context = await newBenchContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url);
    const fcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    return { fcpMs };
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
  await once(browser, `${baseUrl}${firstPaintRoutes.home}`, cpu);
  const rows: FirstPaintRow[] = [];
  for (const route of Object.values(firstPaintRoutes)) {
    const result = await repeated(() => once(browser, `${baseUrl}${route}`, cpu));
    rows.push({ route, cpu, load: loadavg()[0], ...result });
    const [low, high] = result.fcpMsSpread;
    console.log(`  first contentful paint ${route} ${cpu}x: ${result.fcpMs.toFixed(0)} ms (${low.toFixed(0)}–${high.toFixed(0)})`);
  }
  return rows;
}

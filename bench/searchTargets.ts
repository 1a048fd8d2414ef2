import type { Page } from 'playwright-core';
import { type FrameTarget, familyCpus } from './frameTarget';
import { exposeSessionTarget, type PageLoad } from './sessionTarget';
import { fastestOnly } from './speeds';

/**
 * The search page's rows of `npm run bench`: the grid (breadth-first search over a fresh
 * random-obstacle grid each run) and an array of 1000 bars (linear search for a missing key,
 * so each run walks all of them), both at Fastest, at 4× (goal 6) and 1×. Each exposes the page's
 * engine through the same bench target as the sort page.
 */

/** A fresh grid for every run: S top-left, E bottom-right, about a quarter of the rest blocked. */
const loadRandomGrid: PageLoad = (session) => () => {
  const grid = Array.from({ length: 324 }, (_, i) => (i === 0 ? 'S' : i === 323 ? 'E' : Math.random() < 0.25 ? 'B' : '.')).join('');
  session.load({ algorithm: 'breadthfirstSearch', grid, diagonal: false, limit: 1 } as never);
};
const loadBars: PageLoad = (session) => (values) => session.load({ algorithm: 'linearsearch', values, key: 1000 } as never);

async function adapt(page: Page, load: PageLoad): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] canvas'));
  await exposeSessionTarget(page, 'search page', load);
}

const searchTarget = (renderer: string, route: string, load: PageLoad): FrameTarget => ({
  renderer,
  path: `/?bench#${route}`,
  cpus: familyCpus,
  speeds: fastestOnly,
  adapt: (page) => adapt(page, load),
});

export const searchTargets: FrameTarget[] = [
  searchTarget('search-grid', '/searchvisualizer/breadthfirstSearch', loadRandomGrid),
  searchTarget('search-array', '/searchvisualizer/linearsearch', loadBars),
];

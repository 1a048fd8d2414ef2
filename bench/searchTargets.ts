import type { Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { fastestOnly } from './speeds';

/**
 * The search page's rows of `npm run bench`: the grid (breadth-first search over a fresh
 * random-obstacle grid each run) and an array of 1000 bars (linear search for a missing key,
 * so each run walks all of them), both at Fastest and 4× (goal 6). Each exposes the page's
 * engine through the same bench target as the sort page.
 */

async function adapt(page: Page, kind: 'grid' | 'array'): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] canvas'));
  await page.evaluate((kind) => {
    const session = window.__visualizerSession;
    if (!session) throw new Error('search page did not expose its session');
    const grid = () => {
      const cells = Array.from({ length: 324 }, (_, i) => (i === 0 ? 'S' : i === 323 ? 'E' : Math.random() < 0.25 ? 'B' : '.'));
      return cells.join('');
    };
    window.__benchTarget = {
      load: (values) =>
        session.load((kind === 'grid' ? { algorithm: 'breadthfirstSearch', grid: grid(), diagonal: false, limit: 1 } : { algorithm: 'linearsearch', values, key: 1000 }) as never),
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
  }, kind);
}

const searchTarget = (renderer: string, route: string, kind: 'grid' | 'array'): FrameTarget => ({
  renderer,
  path: `/?bench#${route}`,
  cpus: [4],
  speeds: fastestOnly,
  adapt: (page) => adapt(page, kind),
});

export const searchTargets: FrameTarget[] = [
  searchTarget('search-grid', '/searchvisualizer/breadthfirstSearch', 'grid'),
  searchTarget('search-array', '/searchvisualizer/linearsearch', 'array'),
];

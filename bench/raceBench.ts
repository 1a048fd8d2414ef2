/**
 * The race row of `npm run bench` (issue 15): two 1000-bar sorts racing on the sort page (bubble
 * sort against heap sort, each side its own worker run and Pixi stage, one race clock) at the
 * fastest slider setting. `BENCH_ROWS=race` measures only it. Target: ≥ 50 fps at 1×, no long
 * task over 50 ms.
 */
import type { Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { exposeSessionTarget } from './sessionTarget';

/** Drives the page's race (exposed with `?bench` like a single session) through the bench target. */
async function adaptRacePage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      window.__visualizerSession &&
      'sides' in window.__visualizerSession &&
      document.querySelectorAll('[data-testid="race"] [data-testid="visualizer-stage"] canvas').length === 2,
  );
  // Both sides get these bars: bubble sort on the page's side, heap sort on the rival's.
  await exposeSessionTarget(page, 'sort page (race)', (race) => (values) => race.load({ algorithm: 'bubblesort', values, seed: 0 } as never));
}

/** Issue 15's row: the fastest slider setting (1 ms a step, the same steps to both sides each frame), at 1× and 4×. */
export const raceTarget: FrameTarget = {
  renderer: 'race',
  path: '/?bench#/sortvisualizer/bubblesort?race=heapsort',
  cpus: [1, 4],
  speeds: (all) => all.filter(([speed]) => speed.startsWith('fastest slider')),
  adapt: adaptRacePage,
};

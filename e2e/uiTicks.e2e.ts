import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { installRenderLog, readRenderLog, startRenderLog } from './support/renderLog';
import { openVisualizer, stageData, stageNumber, waitForStatus } from './support/visualizer';

const browser = useBrowser();

/** Runs that last well past the window read here at 20 ms a step: a canvas stage, a DOM board, a grid. */
const runs: { name: string; route: string; state: Record<string, string | number> }[] = [
  // Sixty bars: a bubble sort of some thirty seconds.
  { name: 'a sort', route: '/sortvisualizer/bubblesort', state: { values: Array.from({ length: 60 }, (_, i) => (i * 37) % 61).join(',') } },
  { name: 'N-Queen on a 10 by 10 board', route: '/games/nqueen', state: { n: 10 } },
  { name: 'a breadth-first search', route: '/searchvisualizer/breadthfirstSearch', state: {} },
];

describe("a run's UI ticks (issue 54)", () => {
  it.each(runs)(
    'while $name plays, its counters, progress and pseudocode variables follow it and no styled element renders again',
    async ({ route, state }) => {
      const page = await browser.newPage();
      await page.addInitScript(installRenderLog);
      await openVisualizer(page, browser.baseUrl, route, { ...state, speed: -20 });
      await page.getByRole('button', { name: 'Play' }).click();
      await waitForStatus(page, 'running');
      // Past the commits of the run's start (buttons disabling, the stage's status), which restyle on purpose.
      await page.waitForTimeout(1000);
      const progress = page.getByRole('slider', { name: 'Progress' });
      const counter = page.locator('[data-testid^="counter-"]').first();
      const readouts = async () => ({
        words: await progress.getAttribute('aria-valuetext'),
        counter: await counter.textContent(),
        variables: await page.getByTestId('variables').textContent(),
      });
      const before = { ...(await readouts()), cursor: await stageNumber(page, 'cursor') };
      await startRenderLog(page);
      await page.waitForTimeout(2000);
      const log = await readRenderLog(page);
      const after = await readouts();
      expect(await stageData(page, 'status')).toBe('running');
      // The readouts moved with the run: UI ticks (four a second) reached them.
      expect(await stageNumber(page, 'cursor')).toBeGreaterThan(before.cursor);
      expect(after.words).not.toBe(before.words);
      expect(after.counter).not.toBe(before.counter);
      expect(after.variables).not.toBe(before.variables);
      expect(log.commits).toBeGreaterThanOrEqual(4);
      expect(log.styled).toEqual([]);
      await page.context().close();
    },
  );
});

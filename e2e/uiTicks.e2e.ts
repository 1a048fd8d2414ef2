import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { installRenderLog, type RenderLog, readRenderLog, startRenderLog } from './support/renderLog';
import { openVisualizer, STAGE, stageData, stageNumber, waitForStatus } from './support/visualizer';

const browser = useBrowser();

/** Sixty bars: a bubble sort of some thirty seconds at 20 ms a step. */
const sort = { route: '/sortvisualizer/bubblesort', values: Array.from({ length: 60 }, (_, i) => (i * 37) % 61).join(',') };

/** Runs that last well past the window read here at 20 ms a step: a canvas stage, a DOM board, a grid. */
const runs: { name: string; route: string; state: Record<string, string | number> }[] = [
  { name: 'a sort', route: sort.route, state: { values: sort.values } },
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
      // Space, the page's play key: a click on Play would start a ripple in the button, a styled
      // element that then renders as it fades, which is the click's doing, not the run's.
      await page.keyboard.press(' ');
      await waitForStatus(page, 'running');
      // Past the commits of the run's start, which restyle on purpose: Play has become Pause, and
      // the controls that lock while running with it (one transition), and the run is under way.
      await page.getByRole('button', { name: 'Pause' }).waitFor();
      await page.waitForFunction((s) => Number(document.querySelector(s)?.getAttribute('data-cursor')) >= 10, STAGE);
      const progress = page.getByRole('slider', { name: 'Progress' });
      const counter = page.locator('[data-testid^="counter-"]').first();
      const readouts = async () => ({
        words: await progress.getAttribute('aria-valuetext'),
        counter: await counter.textContent(),
      });
      const before = { ...(await readouts()), cursor: await stageNumber(page, 'cursor') };
      // Every value the variables show in the window: a search that backtracks can show the same
      // values at its end as at its start (N-Queen's row, column and queens did), though they moved.
      await page.evaluate(() => {
        const list = document.querySelector('[data-testid="variables"]') as HTMLElement;
        const seen = new Set([list.textContent]);
        new MutationObserver(() => seen.add(list.textContent)).observe(list, { subtree: true, childList: true, characterData: true });
        (window as unknown as { variablesSeen: Set<string | null> }).variablesSeen = seen;
      });
      await startRenderLog(page);
      // Six commits: a second and a half of UI ticks.
      await page.waitForFunction(() => (window as unknown as { __renderLog: RenderLog }).__renderLog.commits >= 6);
      const log = await readRenderLog(page);
      const after = await readouts();
      expect(await stageData(page, 'status')).toBe('running');
      // The readouts moved with the run: UI ticks (four a second) reached them.
      expect(await stageNumber(page, 'cursor')).toBeGreaterThan(before.cursor);
      expect(after.words).not.toBe(before.words);
      expect(after.counter).not.toBe(before.counter);
      expect(await page.evaluate(() => (window as unknown as { variablesSeen: Set<string | null> }).variablesSeen.size)).toBeGreaterThan(1);
      expect(log.styled).toEqual([]);
      await page.context().close();
    },
  );
});

describe("a run's start, pause and end (issue 54)", () => {
  /** The styled elements inside the stage's frame: its renderer's boxes and its words while it loads. */
  const insideStage = (entry: string) => entry.includes('in [data-testid=visualizer-stage]') || entry.includes('stage-preparing');

  it('a pause renders again Play and the stage frame, not the step buttons or the boxes inside the stage', async () => {
    const page = await browser.newPage();
    await page.addInitScript(installRenderLog);
    await openVisualizer(page, browser.baseUrl, sort.route, { values: sort.values, speed: -20 });
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForFunction((s) => Number(document.querySelector(s)?.getAttribute('data-cursor')) >= 10, STAGE);
    await startRenderLog(page);
    await page.keyboard.press(' ');
    await waitForStatus(page, 'paused');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const { styled } = await readRenderLog(page);
    // What changed rendered: Play's label and colour, and the frame's border and status.
    expect(styled).toContain('button [data-testid=play-pause]');
    expect(styled.some((entry) => entry.startsWith('div [data-testid=visualizer-stage]'))).toBe(true);
    // What did not change did not: the step buttons (neither at the start nor at the end) and the stage's insides.
    expect(styled.filter((entry) => entry === 'button' || entry === 'component')).toEqual([]);
    expect(styled.filter(insideStage)).toEqual([]);
    await page.context().close();
  });

  it("a run's end and a new input render the stage frame and its outcome, not the boxes inside the stage", async () => {
    const page = await browser.newPage();
    await page.addInitScript(installRenderLog);
    await openVisualizer(page, browser.baseUrl, sort.route, { values: sort.values, fastest: 1 });
    await startRenderLog(page);
    await page.keyboard.press(' ');
    await waitForStatus(page, 'finished');
    await page.getByRole('button', { name: 'Shuffle' }).click();
    await waitForStatus(page, 'idle');
    const { styled } = await readRenderLog(page);
    expect(styled.some((entry) => entry.startsWith("span [data-testid=outcome]: 'Sorted"))).toBe(true);
    expect(styled.filter(insideStage)).toEqual([]);
    await page.context().close();
  });
});

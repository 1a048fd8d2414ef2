import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { families } from '../src/app/catalogue/catalogue';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, STAGE, stageData, stepForward, waitForOutcome } from './support/visualizer';

const browser = useBrowser();

/** A small input for each route, so a run's end comes quickly at Fastest. */
const inputs: Record<string, Record<string, string | number>> = {
  sortvisualizer: { values: '5,1,4,2,3' },
  'sortvisualizer/countingsort': { values: '5,1,4,2,3', range: 10 },
  'searchvisualizer/linearsearch': { values: '5,1,4,2,3', key: 2 },
  'searchvisualizer/binarysearch': { values: '5,1,4,2,3', key: 2 },
  equationevaluationvisualizer: {},
  processschedulervisualizer: { procs: '0:3,1:2,2:1', q: 1 },
  'games/nqueen': { n: 4 },
  // Five moves from solved: enough for three steps forward.
  'games/15Puzzle': { tiles: '203145786' },
};

const inputOf = (family: string, value: string) => inputs[`${family}/${value}`] ?? inputs[family] ?? {};

/** Index of the line marked as the current step in the page's (first) pseudocode panel; -1 for none. */
const markedLine = (page: Page) =>
  page.evaluate(() => {
    const items = [...document.querySelectorAll('[data-testid="pseudocode"] ol > li')];
    return items.findIndex((li) => li.getAttribute('aria-current') === 'step');
  });

const routes = families
  .flatMap((family) => family.items.map((item) => ({ family: family.id, value: item.value, link: item.link })))
  .filter((r) => r.value !== 'tictactoe');

describe('pseudocode in step with every run (issue 48)', () => {
  it('covers the 35 algorithms that play on the engine, and tic-tac-toe', () => {
    expect(routes).toHaveLength(35);
  });

  for (const route of routes) {
    it(`${route.link}: each step marks a line, a step back marks the previous one again, the run ends`, async () => {
      const page = await browser.newPage();
      await openVisualizer(page, browser.baseUrl, route.link, inputOf(route.family, route.value));
      const panel = page.getByRole('region', { name: 'Pseudocode' });
      expect(await panel.locator('ol > li').count()).toBeGreaterThan(2);
      expect(await markedLine(page)).toBe(-1);
      const seen: number[] = [];
      for (let step = 0; step < 3; step++) {
        await stepForward(page);
        await expect.poll(() => markedLine(page)).toBeGreaterThanOrEqual(0);
        expect(await panel.locator('li[aria-current="step"]').count()).toBe(1);
        seen.push(await markedLine(page));
      }
      await page.getByRole('button', { name: 'Step back' }).click();
      await expect.poll(() => markedLine(page)).toBe(seen[1]);
      expect(await page.getByTestId('variables').locator('dt').count()).toBeGreaterThan(0);
      await playFastest(page);
      await waitForOutcome(page);
      expect(await stageData(page, 'status')).toBe('finished');
      await page.context().close();
    });
  }

  it('tic-tac-toe marks the line of the AI’s decision after its move', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/games/tictactoe');
    expect(await markedLine(page)).toBe(-1);
    await page.locator(`${STAGE} [role="gridcell"]`).first().click();
    await expect.poll(() => markedLine(page)).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  for (const width of [360, 1280]) {
    it(`at ${width} px the panel is open on a wide screen and behind a 'Pseudocode' toggle on a phone, with no serious axe violation open`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 }, isMobile: width === 360, hasTouch: width === 360 });
      await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: '3,1,2' });
      const list = page.getByRole('region', { name: 'Pseudocode' }).locator('ol');
      if (width === 360) {
        expect(await list.isVisible()).toBe(false);
        const toggle = page.getByRole('button', { name: 'Pseudocode' });
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      }
      expect(await list.isVisible()).toBe(true);
      await stepForward(page);
      // Focus stays on the transport: the panel never takes it.
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="pseudocode"]') === null)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

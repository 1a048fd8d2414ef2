import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOW_IT_WORKS_STORAGE_KEY } from '../src/engine/layout/HowItWorks';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer } from './support/visualizer';

const browser = useBrowser();

/** One page of each kind of stage: bars, an editable grid, a DOM tape, lanes and a chart, a board. */
const pages = [
  { route: '/sortvisualizer/bubblesort', rules: [] as string[] },
  { route: '/searchvisualizer/astarSearch', rules: ['cost-model', 'search-order'] },
  { route: '/searchvisualizer/depthlimitSearch', rules: ['cost-model', 'search-order', 'depth-rules'] },
  { route: '/equationevaluationvisualizer/infix', rules: [] as string[] },
  { route: '/processschedulervisualizer/roundrobin', rules: ['scheduler-conventions'] },
  { route: '/games/nqueen', rules: [] as string[] },
];

const sizes = [
  { width: 360, height: 740, isMobile: true, hasTouch: true },
  { width: 1280, height: 900 },
];

/** Top of an element in page coordinates. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** What the page remembered of 'How this page works' (HowItWorks.tsx): 'open', or nothing. */
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), HOW_IT_WORKS_STORAGE_KEY);

describe('one layout for every visualizer and game page (issue 47)', () => {
  for (const size of sizes) {
    for (const { route, rules } of pages) {
      it(`${route} at ${size.width} px: the transport, progress and counters right under the stage, then the settings; rules only in 'How this page works'`, async () => {
        const page = await browser.newPage({
          viewport: { width: size.width, height: size.height },
          isMobile: size.isMobile,
          hasTouch: size.hasTouch,
        });
        await openVisualizer(page, browser.baseUrl, route);
        const settings = page.getByRole('region', { name: 'Settings' });
        // Nothing but controls in the controls area: no rule, convention or help paragraph.
        for (const id of ['cost-model', 'search-order', 'depth-rules', 'counter-note']) expect(await settings.getByTestId(id).count(), id).toBe(0);
        expect(await settings.locator('ul[aria-label="Input rules"]').count()).toBe(0);
        // The rules live in the disclosure beside the description, closed at first.
        const how = page.getByTestId('how-it-works');
        for (const id of rules) expect(await how.getByTestId(id).count(), id).toBe(1);
        if (rules.length > 0) expect(await how.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
        // Play, then the progress bar, then the speed: the run's state first, the settings after.
        const play = await topOf(page, '[data-testid="play-pause"]');
        const progress = await topOf(page, 'input[aria-label="Progress"]');
        const speed = await topOf(page, '[aria-label="Speed"]');
        expect(progress).toBeGreaterThan(play);
        expect(speed).toBeGreaterThan(progress);
        // On a phone the progress bar is within a thumb's reach of Play, under its buttons as they wrap (it was
        // 1,100 px below on the infix page).
        expect(progress - play).toBeLessThan(size.width === 360 ? 250 : 150);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it("'How this page works' opens by keyboard and stays open on the next page, remembered in this browser", async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/searchvisualizer/astarSearch');
    const summary = page.getByTestId('how-it-works').locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('how-it-works').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByTestId('cost-model').isVisible()).toBe(true);
    // Remembered on the details' `toggle` event, which the browser fires a task after the click:
    // a page left at once (as this test does, a visitor does not) could go before it.
    await expect.poll(() => stored(page), { timeout: 10_000 }).toBe('open');
    await openVisualizer(page, browser.baseUrl, '/searchvisualizer/breadthfirstSearch');
    expect(await page.getByTestId('how-it-works').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await page.getByTestId('how-it-works').locator('summary').click();
    await expect.poll(() => stored(page), { timeout: 10_000 }).toBeNull();
    await page.reload();
    await page.waitForSelector('[data-testid="how-it-works"]');
    expect(await page.getByTestId('how-it-works').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUBBLE } from '../workers/sort/sortPseudocode';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, stepForward, waitForOutcome } from './support/visualizer';

const browser = useBrowser();
const PANEL = 'section[aria-label="Pseudocode"]';

/**
 * Bubble sort's first bars as the trace has them (3,1,2), and two more because a sort
 * page takes 5 bars at least (spec: array size 5–1000): the first pass starts 3 1 2 alike.
 */
const VALUES = '3,1,2,4,5';

/** The marked line as '{number}: {text}', '' for none. */
function markedLine(page: Page): Promise<string> {
  return page.evaluate((panel) => {
    const items = [...document.querySelectorAll(`${panel} li`)];
    const at = items.findIndex((li) => li.getAttribute('aria-current') === 'step');
    return at < 0 ? '' : `${at + 1}: ${items[at]!.textContent}`;
  }, PANEL);
}

const line = (index: number) => `${index + 1}: ${BUBBLE.lines[index]!.trim()}`;

/** The Variables list as name=value pairs. */
async function variables(page: Page): Promise<string[]> {
  const list = page.getByTestId('variables');
  const names = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return names.map((name, k) => `${name}=${values[k]}`);
}

/** Waits until the marked line is `expected` (React shows a step a moment after the cursor moves). */
async function expectMarked(page: Page, expected: string): Promise<void> {
  await expect.poll(() => markedLine(page)).toBe(expected);
}

describe('sort pseudocode panel', () => {
  it('bubble sort marks the line of each step forward and back, with i and j, and keeps up to the end', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: VALUES }, { waitForTotal: true });
    const panel = page.locator(PANEL);
    await expect.poll(() => panel.locator('li').count()).toBe(BUBBLE.lines.length);
    expect(await markedLine(page)).toBe('');

    await stepForward(page);
    await expectMarked(page, line(BUBBLE.compare));
    expect(await variables(page)).toEqual(['i=0', 'j=0']);
    await stepForward(page);
    await expectMarked(page, line(BUBBLE.swap));
    expect(await variables(page)).toEqual(['i=0', 'j=0']);
    await stepForward(page);
    await expectMarked(page, line(BUBBLE.compare));
    expect(await variables(page)).toEqual(['i=0', 'j=1']);

    await page.getByRole('button', { name: 'Step back' }).click();
    await expectMarked(page, line(BUBBLE.swap));
    expect(await variables(page)).toEqual(['i=0', 'j=0']);

    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Sorted');
    // The last step compares the first pair in the last pass (i = n - 2).
    await expectMarked(page, line(BUBBLE.compare));
    expect(await variables(page)).toEqual(['i=3', 'j=0']);
    await page.context().close();
  });

  it('at 360 px the panel folds under its toggle, opens without widening the page, and passes axe', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: VALUES }, { waitForTotal: true });
    await stepForward(page);
    const toggle = page.locator(PANEL).getByRole('button', { name: 'Pseudocode' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(`${PANEL} ol`).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`${PANEL} li[aria-current="step"]`).isVisible()).toBe(true);
    await expectMarked(page, line(BUBBLE.compare));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

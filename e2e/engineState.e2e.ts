import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, STAGE, stageData, waitForOutcome } from './support/visualizer';

/** What the engine's controls and outcome line show when the page's input or result changes under them. */
const browser = useBrowser();

const COMPLETE_GRID = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('the engine after the page changes its input', () => {
  it('a sudoku link refused twice, after a completed grid, shows the fresh puzzle unplayed, not a win', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/games/soduko', { puzzle: COMPLETE_GRID });
    for (const bad of ['12', '13']) {
      const before = await page.locator('[role="gridcell"]').allTextContents();
      await page.evaluate((puzzle) => {
        window.location.hash = `#/games/soduko?puzzle=${puzzle}`;
      }, bad);
      // The fresh puzzle has arrived once the board differs.
      await expect
        .poll(async () => (await page.locator('[role="gridcell"]').allTextContents()).join(''), { timeout: 20_000 })
        .not.toBe(before.join(''));
      await page.waitForSelector(`${STAGE} [data-ready]`);
    }
    await page.waitForTimeout(500);
    expect(await page.getByTestId('outcome').textContent()).toBe('');
    expect(await stageData(page, 'status')).toBe('idle');
    await page.context().close();
  });

  it('a game won by hand leaves Step forward enabled like Play: both start the AI', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/games/nqueen', { n: 4, order: 'normal' });
    const cells = page.locator('[role="gridcell"]');
    for (const cell of [1, 7, 8, 14]) await cells.nth(cell).click();
    expect(await waitForOutcome(page)).toBe('Solution Found');
    const stepForward = page.getByRole('button', { name: 'Step forward' });
    expect(await stepForward.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Play' }).isEnabled()).toBe(true);
    await stepForward.click();
    // The AI's first visible step (lifting the visitor's queens goes with it).
    await expect.poll(() => stageData(page, 'cursor'), { timeout: 10_000 }).not.toBe('0');
    // One step, then a pause. The cursor is written on the frame and the status on React's next
    // commit, so under load the status can still read the hand-won 'finished' for a moment.
    await expect.poll(() => stageData(page, 'status'), { timeout: 10_000 }).toBe('paused');
    await page.context().close();
  });

  it('an outcome quoting a long input wraps on a 360 px phone instead of widening the page', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const expr = `${Array.from({ length: 60 }, (_, i) => i + 1).join('*')}/0`;
    await openVisualizer(page, browser.baseUrl, '/equationevaluationvisualizer/infix', { expr });
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe(`Cannot Evaluate :${expr}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openVisualizer, STAGE, urlState } from './support/visualizer';

/**
 * The 'More …' cards under a visualizer keep the page's input: a student checks one textbook
 * set under every algorithm of the family without typing it again on each page.
 */
const browser = useBrowser();

describe('sibling cards keep the input', () => {
  it('a scheduler set clicked over to Round Robin arrives whole, without a note', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/processschedulervisualizer/fcfs', { procs: '0:24,0:3,0:3', q: 4 });
    await page.getByRole('link', { name: 'Round Robin' }).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/processschedulervisualizer/roundrobin'));
    await page.waitForSelector(`${STAGE} [data-ready]`);
    const state = await urlState(page);
    // The page writes each process's priority too (1 when not given).
    expect(state.get('procs')).toMatch(/^0:24(:1)?,0:3(:1)?,0:3(:1)?$/);
    expect(state.get('q')).toBe('4');
    expect(await page.getByTestId('state-notes').count()).toBe(0);
    await page.context().close();
  });

  it('a grid edited by hand goes to another search by keyboard, and the race stays behind', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/searchvisualizer/breadthfirstSearch', { race: 'depthfirstSearch', diag: 1 });
    const before = (await urlState(page)).get('grid');
    await page.getByRole('gridcell', { name: /^Row 5, column 5: empty/ }).click();
    await expect.poll(async () => (await urlState(page)).get('grid')).not.toBe(before);
    const grid = (await urlState(page)).get('grid');
    const card = page.getByRole('link', { name: 'A* Search' });
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.hash.startsWith('#/searchvisualizer/astarSearch'));
    await page.waitForSelector(`${STAGE} [data-ready]`);
    const state = await urlState(page);
    expect([state.get('grid'), state.get('diag'), state.get('race')]).toEqual([grid, '1', null]);
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { families } from '../src/visualizers/catalogue';
import { openRoute, useBrowser } from './support/browser';

const browser = useBrowser();
const sorts = families.find((f) => f.id === 'sortvisualizer')?.items ?? [];

const stage = '[data-testid="sort-stage"]';
const attr = (page: Page, name: string) => page.getAttribute(stage, `data-${name}`);
const num = async (page: Page, name: string) => Number(await attr(page, name));
const waitAttr = (page: Page, name: string, value: string) =>
  page.waitForFunction(([s, n, v]) => document.querySelector(s)?.getAttribute(`data-${n}`) === v, [stage, name, value] as const);
const values = async (page: Page) => ((await attr(page, 'values')) ?? '').split(',').map(Number);

async function openSort(page: Page, value: string) {
  await openRoute(page, browser.baseUrl, `/sortvisualizer/${value}`);
  await page.waitForSelector(`${stage} canvas`);
  // The worker has counted the run once the progress bar knows its length.
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-total') !== '', stage);
}

/** Drives a MUI slider by keyboard, as a person would. */
async function slider(page: Page, label: string, key: string) {
  await page.getByRole('slider', { name: label }).focus();
  await page.keyboard.press(key);
}

describe('sort visualizer', () => {
  it('sorts with every algorithm at the fastest setting, ending idle with all bars in order', async () => {
    const page = await browser.newPage();
    for (const item of sorts) {
      await openSort(page, item.value);
      await page.getByText('Fastest').click();
      await page.getByRole('button', { name: 'Play' }).click();
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-finished') === 'true', stage, { timeout: 20_000 });
      expect(await attr(page, 'state'), item.value).toBe('idle');
      const shown = await values(page);
      expect(shown, item.value).toEqual([...shown].sort((a, b) => a - b));
      expect(shown).toHaveLength(5);
    }
    await page.context().close();
  });

  it('plays, pauses at a point, resumes from it; border green while running and white when paused', async () => {
    const page = await browser.newPage();
    await openSort(page, 'bubblesort');
    await page.getByTestId('count-input').fill('30');
    await page.getByTestId('count-input').press('Enter');
    await waitAttr(page, 'count', '30');
    await slider(page, 'Speed', 'End'); // -1: one operation per millisecond, a few seconds in all
    await page.getByRole('button', { name: 'Play' }).click();
    await waitAttr(page, 'state', 'running');
    expect(await attr(page, 'border')).toBe('#66bb6a');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-state') === 'paused', stage);
    expect(await attr(page, 'border')).toBe('#ffffff');
    const at = await num(page, 'cursor');
    await page.waitForTimeout(400);
    expect(await num(page, 'cursor')).toBe(at);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-finished') === 'true', stage);
    expect(await num(page, 'cursor')).toBe(await num(page, 'total'));
    await page.context().close();
  });

  it('steps forward and back by button and keyboard, and Space toggles play', async () => {
    const page = await browser.newPage();
    await openSort(page, 'insertionsort');
    const initial = await values(page);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-cursor') === '1', stage);
    expect(await num(page, 'comparisons')).toBe(1);
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-cursor') === '3', stage);
    const afterThree = await values(page);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-cursor') === '2', stage);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-cursor') === '3', stage);
    expect(await values(page)).toEqual(afterThree);
    await page.getByRole('button', { name: 'Step back' }).click();
    await page.getByRole('button', { name: 'Step back' }).click();
    await page.getByRole('button', { name: 'Step back' }).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-cursor') === '0', stage);
    expect(await values(page)).toEqual(initial);
    await page.locator('h1').click();
    await page.keyboard.press(' ');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-state') === 'running', stage);
    await page.keyboard.press(' ');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-state') === 'paused', stage);
    await page.context().close();
  });

  it('scrubs the progress bar to the end and back to the start', async () => {
    const page = await browser.newPage();
    await openSort(page, 'heapsort');
    const initial = await values(page);
    await slider(page, 'Progress', 'End');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-finished') === 'true', stage);
    expect(await values(page)).toEqual([...initial].sort((a, b) => a - b));
    await slider(page, 'Progress', 'Home');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-cursor') === '0', stage);
    expect(await values(page)).toEqual(initial);
    await page.context().close();
  });

  it('clamps the bar count to 5..1000, pads it to 4 digits, and ignores it while running', async () => {
    const page = await browser.newPage();
    await openSort(page, 'mergesort(loop)');
    await expect.poll(() => page.getByText('Bars: 0005').count()).toBe(1);
    const input = page.getByTestId('count-input');
    await input.fill('3');
    await input.press('Enter');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-count') === '5', stage);
    await input.fill('5000');
    await input.press('Enter');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-count') === '1000', stage);
    await expect.poll(() => page.getByText('Bars: 1000').count()).toBe(1);
    await input.fill('42');
    await input.press('Enter');
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-count') === '42', stage);
    await page.getByRole('button', { name: 'Play' }).click();
    await waitAttr(page, 'state', 'running');
    expect(await input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Shuffle' }).isDisabled()).toBe(true);
    expect(await num(page, 'count')).toBe(42);
    await page.context().close();
  });

  it('the second body turns its border yellow when paused mid-run, and counting sort has a range slider', async () => {
    const page = await browser.newPage();
    await openSort(page, 'radixsort');
    await page.getByTestId('count-input').fill('300');
    await page.getByTestId('count-input').press('Enter');
    await waitAttr(page, 'count', '300');
    await slider(page, 'Speed', 'End');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction((s) => Number(document.querySelector(s)?.getAttribute('data-cursor')) > 2, stage);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-border') === '#ffd54f', stage);
    expect(await page.getByTestId('sort-phase').textContent()).toMatch(/buckets/);
    await openSort(page, 'countingsort');
    await slider(page, 'Value range', 'End');
    await expect.poll(() => page.getByText('Value range: 500').count()).toBe(1);
    await page.context().close();
  });

  it('shows the complexity tables and narrates politely', async () => {
    const page = await browser.newPage();
    await openSort(page, 'bogosort');
    await expect.poll(() => page.locator('caption', { hasText: 'Time Complexity' }).count()).toBe(1);
    expect(await page.locator('td', { hasText: 'O(n . n!)' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect.poll(() => page.getByTestId('narration').textContent()).toMatch(/^comparing \d+ and \d+$/);
    expect(await page.getByTestId('narration').getAttribute('aria-live')).toBe('polite');
    await page.context().close();
  });
});

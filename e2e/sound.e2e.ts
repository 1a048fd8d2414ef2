import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openVisualizer } from './support/visualizer';

const browser = useBrowser();

/** Counts every AudioContext the page creates and every tone (oscillator) it starts. */
async function countAudio(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counts = { contexts: 0, oscillators: 0 };
    (window as unknown as { __audio: typeof counts }).__audio = counts;
    const Original = window.AudioContext;
    if (!Original) return;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        counts.contexts++;
      }
      createOscillator(): OscillatorNode {
        counts.oscillators++;
        return super.createOscillator();
      }
    };
  });
}

const audio = (page: Page) => page.evaluate(() => (window as unknown as { __audio: { contexts: number; oscillators: number } }).__audio);
const soundSwitch = (page: Page) => page.getByLabel('Sound', { exact: true });

describe('sound', () => {
  it('is off by default: no AudioContext and no tone until the Sound switch is turned on; then tones follow the sort', async () => {
    const page = await browser.newPage();
    await countAudio(page.context());
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { n: 30, speed: -40 }, { waitForTotal: true });
    expect(await soundSwitch(page).isChecked()).toBe(false);
    expect(await page.getByRole('slider', { name: 'Volume' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(800);
    expect(await audio(page)).toEqual({ contexts: 0, oscillators: 0 });

    await soundSwitch(page).click();
    expect(await soundSwitch(page).isChecked()).toBe(true);
    expect((await audio(page)).contexts).toBe(1);
    expect(await page.getByRole('slider', { name: 'Volume' }).isDisabled()).toBe(false);
    await expect.poll(async () => (await audio(page)).oscillators, { timeout: 10_000 }).toBeGreaterThan(3);
    expect(await page.evaluate(() => localStorage.getItem('visualizer:sound'))).toBe('{"on":true,"volume":0.5}');

    // Off again: the run goes on, silently.
    await soundSwitch(page).click();
    const before = (await audio(page)).oscillators;
    await page.waitForTimeout(600);
    expect((await audio(page)).oscillators).toBe(before);
    expect((await audio(page)).contexts).toBe(1);
    await page.context().close();
  });

  it('is remembered: after a reload the switch is on, and the AudioContext waits for the visitor’s first click', async () => {
    const page = await browser.newPage();
    await countAudio(page.context());
    await openVisualizer(page, browser.baseUrl, '/searchvisualizer/linearsearch', { values: '5,3,9,3,1', key: 1 }, { waitForTotal: true });
    await soundSwitch(page).click();
    await page.getByRole('slider', { name: 'Volume' }).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('visualizer:sound'))).toBe('{"on":true,"volume":0}');
    await page.reload();
    await page.waitForSelector('[data-testid="visualizer-stage"] [data-ready]');
    expect(await soundSwitch(page).isChecked()).toBe(true);
    expect(await page.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuenow')).toBe('0');
    await page.waitForTimeout(300);
    expect((await audio(page)).contexts).toBe(0);
    await page.locator('h1').click();
    await expect.poll(async () => (await audio(page)).contexts).toBe(1);
    await page.context().close();
  });

  it('the array searches sound their comparisons too', async () => {
    const page = await browser.newPage();
    await countAudio(page.context());
    await openVisualizer(
      page,
      browser.baseUrl,
      '/searchvisualizer/linearsearch',
      { values: '5,3,9,3,1,8,7,6,4,2', key: 2, speed: -60 },
      { waitForTotal: true },
    );
    expect(await soundSwitch(page).isChecked()).toBe(false);
    await soundSwitch(page).click();
    expect((await audio(page)).contexts).toBe(1);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await audio(page)).oscillators, { timeout: 10_000 }).toBeGreaterThan(2);
    await page.context().close();
  });
});

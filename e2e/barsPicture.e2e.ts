import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { differingPixels, keepCanvasPixels } from './support/canvasPixels';
import { STAGE, stageData, waitForStatus } from './support/visualizer';

const browser = useBrowser();

/** The stage's background and the Sorted colour (src/render/pixiApp.ts, bars/barState.ts). */
const BACKGROUND = [0x0a, 0x15, 0x22];
const SORTED = [0x66, 0xbb, 0x6a];

interface Column {
  /** Bar height in backing pixels, counted up from the bottom until the background. */
  height: number;
  /** Colour just above the baseline. */
  colour: number[];
}

/**
 * Reads the bar canvas back (it keeps its picture for partial redraws, so drawImage sees it)
 * and measures each bar at its column's centre.
 */
async function readColumns(page: Page, bars: number): Promise<{ columns: Column[]; canvasHeight: number; scale: string }> {
  return page.evaluate(
    ({ stage, bars, background }) => {
      const canvas = document.querySelector(`${stage} canvas`) as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(canvas, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
      // At a reduced scale the picture fills the canvas's bottom-left corner (CSS stretches it).
      const scale = Number(canvas.dataset.scale || '1');
      const pictureWidth = Math.round(width * scale);
      const pictureHeight = Math.round(height * scale);
      const isBackground = (at: number) =>
        Math.abs(data[at]! - background[0]!) + Math.abs(data[at + 1]! - background[1]!) + Math.abs(data[at + 2]! - background[2]!) < 12;
      const columns = Array.from({ length: bars }, (_, i) => {
        const x = Math.floor(((i + 0.5) * pictureWidth) / bars);
        let y = height - 1;
        while (y >= height - pictureHeight && !isBackground((y * width + x) * 4)) y--;
        const base = ((height - 1) * width + x) * 4;
        return { height: height - 1 - y, colour: [data[base]!, data[base + 1]!, data[base + 2]!] };
      });
      return { columns, canvasHeight: pictureHeight, scale: canvas.dataset.scale ?? '' };
    },
    { stage: STAGE, bars, background: BACKGROUND },
  );
}

/** Spec §9 heights: 4% to 96% of the area (src/render/bars/barView.ts), the run's largest value at 96%. */
const expectedHeight = (value: number, tallest: number, canvasHeight: number) => (0.04 + (0.92 * value) / tallest) * canvasHeight;

function expectPictureOf(values: number[], picture: { columns: Column[]; canvasHeight: number }, tolerance: number) {
  const tallest = Math.max(1, ...values);
  const wrong = values.flatMap((value, i) => {
    const want = expectedHeight(value, tallest, picture.canvasHeight);
    const got = picture.columns[i]!.height;
    return Math.abs(got - want) > tolerance ? [`bar ${i}: value ${value}, ${got} px tall, expected ${want.toFixed(1)}`] : [];
  });
  expect(wrong).toEqual([]);
}

const seededValues = (n: number) => Array.from({ length: n }, (_, i) => (i * 617 + 211) % 1000);

async function openBars(page: Page, values: number[]) {
  // 10 ms a step: even a frame stretched to the player's 250 ms cap on a loaded machine applies
  // at most 25 operations, so frames stay partial (most columns changing would redraw all).
  await page.goto(`${browser.baseUrl}/?bench#/sortvisualizer/bubblesort?speed=-10&values=${values.join(',')}`);
  await page.waitForSelector(`${STAGE} [data-ready]`);
  await page.waitForFunction(() => typeof window.__pinRenderScale === 'function');
}

describe('the bar canvas shows the model', () => {
  for (const scale of [1, 0.5]) {
    it(`after a run and when paused mid-run (partial redraws), at ${scale === 1 ? 'full' : 'half'} resolution`, async () => {
      const page = await browser.newPage();
      const values = seededValues(100);
      await openBars(page, values);
      await page.evaluate((s) => window.__pinRenderScale?.(s), scale);
      // Mid-run: a few hundred partial redraws, then paused.
      await page.getByRole('button', { name: 'Play' }).click();
      await page.waitForFunction((s) => Number(document.querySelector(s)?.getAttribute('data-cursor')) > 400, STAGE);
      await page.getByRole('button', { name: 'Pause' }).click();
      await waitForStatus(page, 'paused');
      await page.waitForTimeout(400);
      const midRun = (await stageData(page, 'values')).split(',').map(Number);
      expect(midRun).not.toEqual([...midRun].sort((a, b) => a - b));
      const paused = await readColumns(page, values.length);
      expect(paused.scale).toBe(String(scale));
      expect(await page.getAttribute(`${STAGE} canvas`, 'data-redraw')).toBe('partial');
      // One backing pixel of rounding either way, two at half resolution's coarser rows.
      expectPictureOf(midRun, paused, scale === 1 ? 1.5 : 2);
      // Hundreds of partial redraws leave exactly the picture one full redraw of the same model
      // gives, colours included (pinning another scale and back re-lays out and redraws all).
      await keepCanvasPixels(page, `${STAGE} canvas`, 'afterPartialRedraws');
      await page.evaluate((s) => {
        window.__pinRenderScale?.(0.75);
        window.__pinRenderScale?.(s);
      }, scale);
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-redraw') === 'full', `${STAGE} canvas`);
      await keepCanvasPixels(page, `${STAGE} canvas`, 'afterFullRedraw');
      expect(await differingPixels(page, 'afterPartialRedraws', 'afterFullRedraw')).toBe(0);

      await page.getByLabel('Fastest').check();
      await page.getByRole('button', { name: 'Play' }).click();
      await waitForStatus(page, 'finished');
      await page.waitForTimeout(400);
      const finished = await readColumns(page, values.length);
      expect(finished.scale).toBe(String(scale));
      expectPictureOf(
        [...values].sort((a, b) => a - b),
        finished,
        scale === 1 ? 1.5 : 2,
      );
      expect(finished.columns.every((c) => c.colour.every((v, k) => Math.abs(v - SORTED[k]!) < 12))).toBe(true);
      await page.context().close();
    });
  }

  it('draws small textbook values to their own largest value, not to 999', async () => {
    const page = await browser.newPage();
    const values = [4, 1, 3, 2, 16, 9, 10, 14, 8, 7];
    await openBars(page, values);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const picture = await readColumns(page, values.length);
    expectPictureOf(values, picture, 1.5);
    // 16 fills 96% of the area, where a 0..999 scale drew every bar about 4% tall.
    expect(picture.columns[4]!.height).toBeGreaterThan(0.9 * picture.canvasHeight);
    await page.context().close();
  });

  it('shows new values loaded without playing (Shuffle) by the next frame', async () => {
    // A load's full redraw waits for the next animation frame (pixiBars.ts requestFullRedraw),
    // where a player frame usually draws it; with no run, the renderer's own frame must.
    const page = await browser.newPage();
    await openBars(page, seededValues(100));
    const before = await stageData(page, 'values');
    await page.getByRole('button', { name: 'Shuffle' }).click();
    await page.waitForFunction(([s, old]) => document.querySelector(s)?.getAttribute('data-values') !== old, [STAGE, before] as const);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const shown = (await stageData(page, 'values')).split(',').map(Number);
    expect(await page.getAttribute(`${STAGE} canvas`, 'data-redraw')).toBe('full');
    expectPictureOf(shown, await readColumns(page, shown.length), 1.5);
    await page.context().close();
  });

  it('starts its stage with nothing in the console (Pixi warned of a deprecated option on every stage)', async () => {
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      // The browser tests block service workers on purpose (support/browser.ts): the browser's
      // notice of it, and the site's own line that it will not work offline, are the harness's.
      if (/Service Worker registration blocked by Playwright|service worker could not be registered/.test(message.text())) return;
      if (message.type() === 'warning' || message.type() === 'error') logged.push(`${message.type()}: ${message.text()}`);
    });
    await openBars(page, seededValues(20));
    expect(logged).toEqual([]);
    await page.context().close();
  });
});

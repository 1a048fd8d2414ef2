import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridPalette } from '../src/render/grid/gridState';
import { useBrowser } from './support/browser';
import { differingPixels, keepCanvasPixels } from './support/canvasPixels';
import { replayFastest, STAGE, stageNumber, waitForStatus } from './support/visualizer';

const browser = useBrowser();
const SIZE = 18;
const CANVAS = `${STAGE} canvas`;

// A wall down column 9 with a gap in the last row: S top-left, E top-right (as in search.e2e.ts).
const walled = [...`S${'.'.repeat(16)}E${'.'.repeat(SIZE * SIZE - 18)}`].map((ch, i) => (i % SIZE === 9 && i < 17 * SIZE ? 'B' : ch)).join('');

interface Picture {
  /** Colour (0xRRGGBB) at each cell's centre, row-major. */
  cells: number[];
  /** The model's state byte per cell at the same moment. */
  states: number[];
}

/**
 * Reads the grid canvas back (it keeps its picture for partial redraws, so drawImage sees it)
 * at every cell's centre, beside the model's state bytes (the page's session, exposed by `?bench`).
 * The grid is the largest square centred in the canvas (render/grid/gridState.ts, gridSquare).
 */
async function readPicture(page: Page): Promise<Picture> {
  return page.evaluate(
    ({ canvasSelector, size }) => {
      const canvas = document.querySelector(canvasSelector) as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(canvas, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
      const scale = width / canvas.clientWidth;
      const side = Math.min(canvas.clientWidth, canvas.clientHeight);
      const left = (canvas.clientWidth - side) / 2;
      const top = (canvas.clientHeight - side) / 2;
      const cells = Array.from({ length: size * size }, (_, cell) => {
        const x = Math.floor((left + ((cell % size) + 0.5) * (side / size)) * scale);
        const y = Math.min(height - 1, Math.floor((top + (Math.floor(cell / size) + 0.5) * (side / size)) * scale));
        const at = (y * width + x) * 4;
        return (data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!;
      });
      const session = window.__visualizerSession as unknown as { model: { states: Uint8Array } };
      return { cells, states: Array.from(session.model.states) };
    },
    { canvasSelector: CANVAS, size: SIZE },
  );
}

/** Every cell shows its state's colour (within rounding); names the cells that do not. */
function expectPictureOfModel(picture: Picture) {
  const near = (a: number, b: number) => [16, 8, 0].every((shift) => Math.abs(((a >> shift) & 0xff) - ((b >> shift) & 0xff)) <= 2);
  const wrong = picture.cells.flatMap((colour, cell) => {
    const want = gridPalette[picture.states[cell]!]!;
    return near(colour, want) ? [] : [`cell ${cell}: state ${picture.states[cell]}, shows #${colour.toString(16)}, expected #${want.toString(16)}`];
  });
  expect(wrong).toEqual([]);
}

/**
 * The picture partial redraws have left equals the one a full redraw of the same model paints:
 * resizing the window away and back lays the canvas out again at the same size and redraws all.
 */
async function expectSameAsFullRedraw(page: Page) {
  await keepCanvasPixels(page, CANVAS, 'beforeFullRedraw');
  // The canvas's width at 1280 px (the stage's column beside the pseudocode panel).
  const width = await page.$eval(CANVAS, (canvas) => (canvas as HTMLCanvasElement).clientWidth);
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.waitForFunction(([s, w]) => (document.querySelector(s) as HTMLCanvasElement | null)?.clientWidth !== w, [CANVAS, width] as const);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(
    ([s, w]) => {
      const canvas = document.querySelector(s) as HTMLCanvasElement | null;
      return canvas?.clientWidth === w && canvas.width === w && canvas.dataset.redraw === 'full';
    },
    [CANVAS, width] as const,
  );
  await page.waitForTimeout(200);
  await keepCanvasPixels(page, CANVAS, 'afterFullRedraw');
  expect(await differingPixels(page, 'beforeFullRedraw', 'afterFullRedraw')).toBe(0);
}

describe('the search grid canvas shows the model', () => {
  it('at rest, paused mid-run (partial redraws), after a Fastest run, after a replay and after new obstacles', async () => {
    const page = await browser.newPage();
    // 10 ms a step: a frame applies a few operations, so frames repaint a few cells.
    await page.goto(`${browser.baseUrl}/?bench#/searchvisualizer/breadthfirstSearch?speed=-10&grid=${walled}`);
    await page.waitForSelector(`${STAGE} [data-ready]`);
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-total') !== '', STAGE);
    expectPictureOfModel(await readPicture(page));

    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction((s) => Number(document.querySelector(s)?.getAttribute('data-cursor')) > 150, STAGE);
    await page.getByRole('button', { name: 'Pause' }).click();
    await waitForStatus(page, 'paused');
    await page.waitForTimeout(300);
    expect(await stageNumber(page, 'visited')).toBeGreaterThan(20);
    expect(await page.getAttribute(CANVAS, 'data-redraw')).toBe('partial');
    const paused = await readPicture(page);
    // Mid-run: the wall, the frontier and visited cells are all on the picture.
    expect([1, 4, 5].every((state) => paused.states.includes(state))).toBe(true);
    expectPictureOfModel(paused);
    await expectSameAsFullRedraw(page);

    await page.getByLabel('Fastest').check();
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(page, 'finished');
    await page.waitForTimeout(300);
    const finished = await readPicture(page);
    expect(finished.states).toContain(7);
    expectPictureOfModel(finished);

    // Play after the end reloads the same grid: the picture goes back to the empty grid (only the
    // cells the search marked are repainted) and the run draws again.
    await replayFastest(page);
    await waitForStatus(page, 'finished');
    await page.waitForTimeout(300);
    expectPictureOfModel(await readPicture(page));
    await expectSameAsFullRedraw(page);

    // New obstacles on an idle page: the finished picture turns into the new grid.
    await page.getByRole('button', { name: 'Random obstacles' }).click();
    await waitForStatus(page, 'idle');
    await page.waitForTimeout(300);
    const fresh = await readPicture(page);
    expect(fresh.states).not.toContain(5);
    expectPictureOfModel(fresh);
    await expectSameAsFullRedraw(page);
    await page.context().close();
  });
});

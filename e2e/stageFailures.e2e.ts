import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOT_LOADED_WORDS } from '../src/engine/worker/notLoaded';
import { WORKER_FAILED } from '../src/engine/worker/workerFailure';
import { openRoute, useBrowser } from './support/browser';
import { openVisualizer, playFastest, STAGE, stageData, waitForOutcome } from './support/visualizer';

/**
 * What a visitor sees when a part of an animation cannot run: its worker's script does not
 * arrive (a tab left open across a deploy, a connection lost) or the browser has no WebGL.
 * Before, the first left Play doing nothing, and the second an empty box, both without a word.
 */
const browser = useBrowser();

/** The page's workers are built as assets/<name>.worker-<hash>.js: this one answers 404. */
const withoutWorker = (page: Page, name: string) =>
  page.route(new RegExp(`/assets/${name}\\.worker-[^/]*\\.js$`), (route) => route.fulfill({ status: 404, body: '' }));

describe('an animation that cannot run says so', () => {
  it("a sort whose worker does not load names the problem, and Play leaves it idle rather than 'running' for ever", async () => {
    const page = await browser.newPage();
    await withoutWorker(page, 'sort');
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: '5,4,3,2,1' });
    const error = page.getByTestId('run-error');
    await expect.poll(() => error.textContent(), { timeout: 10_000 }).toBe(`Couldn't start the sort: ${WORKER_FAILED}`);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => error.textContent(), { timeout: 10_000 }).toBe(`Couldn't start the sort: ${WORKER_FAILED}`);
    await page.waitForTimeout(300);
    expect(await stageData(page, 'status')).toBe('idle');
    expect(await stageData(page, 'cursor')).toBe('0');
    await page.context().close();
  });

  it('on a phone, the worker failure is said right under Play, where a visitor who tapped it looks', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await withoutWorker(page, 'sort');
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: '5,4,3,2,1' });
    const error = page.getByTestId('run-error');
    await error.waitFor({ timeout: 10_000 });
    const play = await page.getByTestId('play-pause').boundingBox();
    const said = await error.boundingBox();
    const speed = await page.getByRole('slider', { name: 'Speed' }).boundingBox();
    if (!play || !said || !speed) throw new Error('Play, the error or the speed slider is not laid out');
    // Between the buttons (two rows at 360 px) and the speed slider, just under Play (it was
    // about 400 px below it, off a 740 px screen).
    expect(said.y).toBeGreaterThan(play.y + play.height - 1);
    expect(said.y - (play.y + play.height)).toBeLessThan(100);
    expect(said.y).toBeLessThan(speed.y);
    await page.context().close();
  });

  it("a stage whose drawing code does not arrive blames the connection, not the browser, and shows no chunk's address", async () => {
    const page = await browser.newPage();
    await page.route(/\/assets\/pixiBars-[^/]*\.js$/, (route) => route.abort());
    await openRoute(page, browser.baseUrl, '/sortvisualizer/bubblesort?values=5,4,3,2,1');
    const notice = page.getByTestId('stage-error');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toBe(`${NOT_LOADED_WORDS} The steps, counters and result below still follow the run.`);
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Sorted');
    await page.context().close();
  });

  it('an empty stage says it is preparing while its drawing code loads, and stops saying it once drawn', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/pixiBars-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openRoute(page, browser.baseUrl, '/sortvisualizer/bubblesort?values=5,4,3,2,1');
    const preparing = page.getByTestId('stage-preparing');
    await expect.poll(() => preparing.evaluate((el) => getComputedStyle(el).opacity), { timeout: 10_000 }).toBe('1');
    expect(await preparing.textContent()).toBe('Preparing the animation…');
    release();
    await page.waitForSelector(`${STAGE} [data-ready]`);
    expect(await preparing.isVisible()).toBe(false);
    await page.context().close();
  });

  it("tic-tac-toe's AI, with its worker missing, refuses its move in words instead of thinking for ever", async () => {
    const page = await browser.newPage();
    await withoutWorker(page, 'ticTacToe');
    await openVisualizer(page, browser.baseUrl, '/games/tictactoe');
    await page.locator('[role="gridcell"]').first().click();
    await expect.poll(() => page.getByTestId('run-error').textContent(), { timeout: 10_000 }).toBe(`The AI could not move: ${WORKER_FAILED}`);
    expect(await stageData(page, 'thinking')).toBe('false');
    await page.context().close();
  });

  it('the maze and the sudoku generator, with their workers missing, say so and change nothing', async () => {
    const page = await browser.newPage();
    await withoutWorker(page, 'gridMaker');
    await withoutWorker(page, 'sudokuGenerator');
    await openVisualizer(page, browser.baseUrl, '/searchvisualizer/breadthfirstSearch');
    const grid = await stageData(page, 'grid');
    await page.getByRole('button', { name: 'Maze' }).click();
    await expect.poll(() => page.getByTestId('edit-note').textContent(), { timeout: 10_000 }).toBe(`Couldn't make a maze: ${WORKER_FAILED}`);
    expect(await stageData(page, 'grid')).toBe(grid);
    await openRoute(page, browser.baseUrl, '/games/soduko');
    await page.getByText(`Couldn't generate a puzzle: ${WORKER_FAILED}`).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('a browser without WebGL is told why the stage is empty, and the sort still runs to its result', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext as (this: HTMLCanvasElement, type: string, ...rest: unknown[]) => unknown;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return /webgl|webgpu/.test(type) ? null : getContext.call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
      Object.defineProperty(navigator, 'gpu', { value: undefined });
    });
    await openRoute(page, browser.baseUrl, '/sortvisualizer/bubblesort?values=5,4,3,2,1');
    const notice = page.getByTestId('stage-error');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toBe(
      'The animation cannot be drawn in this browser (WebGL is not available). The steps, counters and result below still follow the run.',
    );
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Sorted');
    expect(await page.locator(`${STAGE} canvas`).count()).toBe(0);
    await page.context().close();
  });
});

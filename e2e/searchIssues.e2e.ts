// Issues 47 and 48 on the search pages: random obstacles that always leave a path, grid cells as
// large as a phone allows with the cell as its own tap target, and the pseudocode panel.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasPath, OBSTACLE_ATTEMPTS } from '../workers/search/obstacles';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, pressOnSlider, STAGE, stageData, stepForward, waitForOutcome } from './support/visualizer';

const browser = useBrowser();
const SIZE = 18;
const cell = (r: number, c: number) => r * SIZE + c;
const open = (page: Page, value: string, state: Record<string, string | number> = {}) =>
  openVisualizer(page, browser.baseUrl, `/searchvisualizer/${value}`, state, { waitForTotal: true });
const gridOf = (page: Page) => stageData(page, 'grid');
const walls = (grid: string) => [...grid].filter((ch) => ch === 'B').length;
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

describe('Random obstacles make a puzzle (issue 47, item 2)', () => {
  it('20 presses in a row on A* each give a new grid with a path from S to E, which the run then finds', async () => {
    const page = await browser.newPage();
    await open(page, 'astarSearch');
    let before = await gridOf(page);
    for (let press = 1; press <= 20; press++) {
      await page.getByRole('button', { name: 'Random obstacles' }).click();
      await expect.poll(() => gridOf(page), { timeout: 15_000 }).not.toBe(before);
      const grid = await gridOf(page);
      expect([grid.indexOf('S'), grid.indexOf('E')], `press ${press}`).toEqual([cell(0, 0), cell(17, 17)]);
      expect(walls(grid), `press ${press}`).toBeGreaterThan(60);
      expect(walls(grid), `press ${press}`).toBeLessThanOrEqual(OBSTACLE_ATTEMPTS);
      expect(hasPath(grid), `press ${press}: ${grid}`).toBe(true);
      // The page's own run on it: once counted, End shows its outcome.
      await expect.poll(() => stageData(page, 'total')).not.toBe('');
      await pressOnSlider(page, 'Progress', 'End');
      expect(await waitForOutcome(page), `press ${press}`).toMatch(/^Path length: \d+\. Visited: \d+$/);
      expect(await page.getByTestId('edit-note').textContent()).toBe('');
      before = grid;
    }
    await page.context().close();
    // Twenty draws, each run to its end: a test of its own length, not a slow step.
  }, 180_000);
});

/** The grid's square on screen, each cell's box, and what is under a point. */
async function gridBox(page: Page) {
  const box = await page.getByTestId('search-grid').boundingBox();
  if (!box) throw new Error('no grid on the page');
  return box;
}
const cellUnder = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.getAttribute('data-cell') ?? null, [x, y] as const);

/**
 * Presses a cell just inside each of its four corners (a finger at the cell's edge) and checks
 * that each press reaches that cell: the element there is the cell, and the wall toggles.
 */
async function expectCornersHit(page: Page, r: number, c: number, press: (x: number, y: number) => Promise<void>) {
  const box = await gridBox(page);
  const side = box.width / SIZE;
  const inset = 1.5;
  const corners = [
    [inset, inset],
    [side - inset, inset],
    [side - inset, side - inset],
    [inset, side - inset],
  ] as const;
  for (const [i, [dx, dy]] of corners.entries()) {
    const x = box.x + c * side + dx;
    const y = box.y + r * side + dy;
    expect(await cellUnder(page, x, y), `corner ${i} of row ${r + 1}, column ${c + 1}`).toBe(String(cell(r, c)));
    const was = (await gridOf(page))[cell(r, c)];
    await press(x, y);
    await expect.poll(async () => (await gridOf(page))[cell(r, c)], { message: `press at corner ${i}` }).toBe(was === 'B' ? '.' : 'B');
  }
}

/** The canvas's drawn square (gridSquare: the largest centred square of the canvas) against the editing layer's. */
async function drawnSquare(page: Page) {
  return page.evaluate((s) => {
    const canvas = document.querySelector(`${s} canvas`) as HTMLCanvasElement;
    const box = canvas.getBoundingClientRect();
    const side = Math.min(box.width, box.height);
    return { x: box.x + (box.width - side) / 2, y: box.y + (box.height - side) / 2, side };
  }, STAGE);
}

describe('grid cells as large as the screen allows, each its own tap target (issue 47, item 5)', () => {
  it('at 360 px the stage spans the screen and the grid its whole width: cells of 19.5 px or more, pressed anywhere inside', async () => {
    const page = await browser.newPage(phone);
    await open(page, 'astarSearch');
    const stage = await page.locator(STAGE).boundingBox();
    expect(stage?.x).toBe(0);
    expect(stage?.width).toBe(360);
    const box = await gridBox(page);
    // The stage's ring (3 px a side) is all that is left beside the grid.
    expect(box.width).toBeGreaterThanOrEqual(353);
    expect(box.height).toBeCloseTo(box.width, 0);
    expect(box.width / SIZE).toBeGreaterThanOrEqual(19.5);
    // The cells the visitor presses are the cells drawn.
    const drawn = await drawnSquare(page);
    expect(drawn.side).toBeCloseTo(box.width, 0);
    expect(drawn.x).toBeCloseTo(box.x, 0);
    expect(drawn.y).toBeCloseTo(box.y, 0);
    const cellBox = await page.locator(`[data-cell="${cell(9, 9)}"]`).boundingBox();
    expect(cellBox?.width).toBeCloseTo(box.width / SIZE, 1);
    expect(cellBox?.height).toBeCloseTo(box.width / SIZE, 1);
    await expectCornersHit(page, 9, 9, (x, y) => page.touchscreen.tap(x, y));
    await expectCornersHit(page, 0, 17, (x, y) => page.touchscreen.tap(x, y));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('at 1280 px the grid keeps its 504 px square (28 px cells), pressed anywhere inside a cell', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, 'breadthfirstSearch');
    const box = await gridBox(page);
    expect(box.width).toBeCloseTo(504, 0);
    expect(box.height).toBeCloseTo(504, 0);
    const drawn = await drawnSquare(page);
    expect(drawn.side).toBeCloseTo(box.width, 0);
    expect(drawn.x).toBeCloseTo(box.x, 0);
    await expectCornersHit(page, 4, 6, (x, y) => page.mouse.click(x, y));
    await page.context().close();
  });
});

const panel = (page: Page) => page.getByRole('region', { name: 'Pseudocode', exact: true });
/** The marked line's text ('' before the first step). */
const markedLine = async (panelBox: Locator) => ((await panelBox.locator('li[aria-current="step"]').allTextContents())[0] ?? '').trim();
const variablesOf = async (panelBox: Locator) => {
  const names = await panelBox.getByTestId('variables').locator('dt').allTextContents();
  const values = await panelBox.getByTestId('variables').locator('dd').allTextContents();
  return Object.fromEntries(names.map((name, i) => [name, values[i]]));
};

// S with a dead end to its right and a way down to E: BFS adds, finds nothing new, adds, reaches E.
const deadEnd = (() => {
  const rows = ['S.B', '.B.', 'E..'];
  const cells = Array.from({ length: SIZE * SIZE }, () => '.');
  for (const [r, row] of rows.entries()) for (const [c, ch] of [...row].entries()) cells[cell(r, c)] = ch;
  // Walls close the small corner off from the rest of the grid.
  for (let r = 0; r < 3; r++) cells[cell(r, 3)] = 'B';
  for (let c = 0; c < 4; c++) cells[cell(3, c)] = 'B';
  return cells.join('');
})();

describe('the pseudocode panel follows the run (issue 48)', () => {
  it('BFS at 1280 px: three steps mark three lines, step back the one before, and the end the path', async () => {
    const page = await browser.newPage();
    await open(page, 'breadthfirstSearch', { grid: deadEnd });
    const code = panel(page);
    expect(await code.locator('li').count()).toBe(9);
    expect(await code.locator('li').first().textContent()).toBe('put S in the frontier, a queue');
    expect(await markedLine(code)).toBe('');

    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await stepForward(page);
      await expect.poll(() => markedLine(code)).not.toBe(seen.at(-1) ?? '');
      seen.push(await markedLine(code));
    }
    expect(seen).toEqual([
      'add next to the back of the frontier',
      'take the oldest cell out of the frontier',
      'add next to the back of the frontier',
    ]);
    expect(await variablesOf(code)).toEqual({ cell: 'row 2, column 1', next: 'row 3, column 1', 'frontier size': '1' });

    await page.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(() => markedLine(code)).toBe('take the oldest cell out of the frontier');
    expect(await variablesOf(code)).toEqual({ cell: 'row 1, column 2', 'frontier size': '1' });
    // Focus stays on the transport: the panel never takes it.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="pseudocode"]') === null)).toBe(true);

    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Path length: 2. Visited: 4');
    await expect.poll(() => markedLine(code)).toBe('return the path from S to cell');
    await page.context().close();
  });

  it('binary search at 1280 px: the window, then the branch its comparison takes, with low, high and mid', async () => {
    const page = await browser.newPage();
    await open(page, 'binarysearch', { values: '2,5,8,12,16,23,38,56,72,91', key: 23 });
    const code = panel(page);
    await stepForward(page);
    await expect.poll(() => markedLine(code)).toBe('set mid to (low + high) / 2, rounded down');
    expect(await variablesOf(code)).toEqual({ low: '0', high: '9', mid: '4' });
    await stepForward(page);
    await expect.poll(() => markedLine(code)).toBe('set low to mid + 1');
    expect(await variablesOf(code)).toEqual({ mid: '4', 'a[mid]': '16', key: '23', low: '5', high: '9' });
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Found at index 5');
    await expect.poll(() => markedLine(code)).toBe('return mid');
    await page.context().close();
  });

  it('at 360 px the panel folds under its toggle; open, it passes axe and follows a step', async () => {
    const page = await browser.newPage(phone);
    await open(page, 'breadthfirstSearch', { grid: deadEnd });
    const toggle = page.getByRole('button', { name: 'Pseudocode', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel(page).locator('ol').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await panel(page).locator('ol').isVisible()).toBe(true);
    await stepForward(page);
    await expect.poll(() => markedLine(panel(page))).toBe('add next to the back of the frontier');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../workers/protocol/ops';
import { opCost } from '../workers/search/searchOps';
import { searchRunner } from '../workers/search/searchRunner';
import type { GridSearch } from '../workers/search/searchTypes';
import { isMarker } from '../workers/sort/sortOps';
import { sortRunner } from '../workers/sort/sortRunner';
import type { SortAlgorithm } from '../workers/sort/sortTypes';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, urlState } from './support/visualizer';

const browser = useBrowser();
const stage = (side: 0 | 1) => `[data-testid="race-side-${side}"] [data-testid="visualizer-stage"]`;
const sideData = async (page: Page, side: 0 | 1, name: string) => (await page.getAttribute(stage(side), `data-${name}`)) ?? '';
const raceLine = async (page: Page) => ((await page.getByTestId('race-outcome').textContent()) ?? '').trim();

/** Opens a page with race= and waits until both sides' runs are counted. */
async function openRace(page: Page, route: string, state: Record<string, string | number>) {
  await openVisualizer(page, browser.baseUrl, route, state);
  for (const side of [0, 1] as const) {
    await page.waitForSelector(`${stage(side)} [data-ready]`);
    await page.waitForFunction((s) => (document.querySelector(s)?.getAttribute('data-total') ?? '') !== '', stage(side));
  }
}

const waitForRaceOver = (page: Page, timeout = 60_000) =>
  page.waitForFunction(() => document.querySelector('[data-testid="race-outcome"]')?.getAttribute('data-status') === 'finished', undefined, {
    timeout,
  });

/** A run's visible steps, the race's unit: each operation that changes the picture, markers none (from the family's own generator). */
function visibleSteps(ops: Iterator<unknown, unknown> | null | undefined, cost: (code: number) => number): number {
  if (!ops) throw new Error('no operations to count');
  let steps = 0;
  for (let next = ops.next(); !next.done; next = ops.next()) steps += cost((next.value as Operation)[0]) > 0 ? 1 : 0;
  return steps;
}
const sortSteps = (algorithm: SortAlgorithm, values: string) =>
  visibleSteps(sortRunner.countStream?.({ algorithm, values: values.split(',').map(Number), seed: 0 }), (code) => (isMarker(code) ? 0 : 1));
const gridSteps = (algorithm: GridSearch, grid: string) =>
  visibleSteps(searchRunner.countStream?.({ algorithm, grid, diagonal: false, limit: 1 }), opCost);

const reversed = Array.from({ length: 60 }, (_, i) => 900 - i * 10).join(',');

describe('race mode from a shared race= link', () => {
  it('sort: both sides sort the same bars; the shorter run is named the winner while the other keeps going', async () => {
    const page = await browser.newPage();
    await openRace(page, '/sortvisualizer/bubblesort', { values: reversed, race: 'mergesort(loop)', speed: -1 });
    expect(await page.getByRole('heading', { name: 'Merge Sort (Loop)', exact: true }).count()).toBe(1);
    expect(await sideData(page, 0, 'values')).toBe(reversed);
    expect(await sideData(page, 1, 'values')).toBe(reversed);
    const bubbleSteps = Number(await sideData(page, 0, 'total'));
    const mergeSteps = Number(await sideData(page, 1, 'total'));
    expect(mergeSteps).toBeLessThan(bubbleSteps);
    const [bubbleVisible, mergeVisible] = [sortSteps('bubblesort', reversed), sortSteps('mergesort(loop)', reversed)];

    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => /^Winner: /.test(document.querySelector('[data-testid="race-outcome"]')?.textContent ?? ''), undefined, {
      timeout: 30_000,
    });
    expect(await raceLine(page)).toBe(`Winner: Merge Sort (Loop) in ${mergeVisible} steps`);
    // The loser is still going when the winner is announced.
    expect(await sideData(page, 0, 'status')).toBe('running');
    expect(Number(await sideData(page, 0, 'cursor'))).toBeLessThan(bubbleSteps);
    expect(await page.getByTestId('race-steps-1').textContent()).toBe(`Steps: ${mergeVisible}`);
    expect(await page.locator(stage(1)).getByTestId('outcome').textContent()).toBe('Sorted');

    // Faster mid-race: the other side finishes too, and the winner stays the winner.
    await page.getByLabel('Fastest').check();
    await waitForRaceOver(page);
    expect(await raceLine(page)).toBe(`Winner: Merge Sort (Loop) in ${mergeVisible} steps`);
    expect(await sideData(page, 0, 'status')).toBe('finished');
    expect(await sideData(page, 0, 'cursor')).toBe(String(bubbleSteps));
    await expect.poll(() => page.getByTestId('race-steps-0').textContent()).toBe(`Steps: ${bubbleVisible}`);
    const sorted = reversed
      .split(',')
      .map(Number)
      .sort((a, b) => a - b)
      .join(',');
    expect(await sideData(page, 0, 'values')).toBe(sorted);
    expect(await sideData(page, 1, 'values')).toBe(sorted);
    expect((await urlState(page)).get('race')).toBe('mergesort(loop)');
    await page.context().close();
  });

  it("sort: a sort raced against itself ends in a tie: 'Tie in N steps'", async () => {
    const page = await browser.newPage();
    await openRace(page, '/sortvisualizer/insertionsort', { values: '9,8,7,6,5,4,3,2,1,0', race: 'insertionsort' });
    const steps = await sideData(page, 0, 'total');
    expect(await sideData(page, 1, 'total')).toBe(steps);
    await playFastest(page);
    await waitForRaceOver(page);
    expect(await raceLine(page)).toBe(`Tie in ${sortSteps('insertionsort', '9,8,7,6,5,4,3,2,1,0')} steps`);
    await page.context().close();
  });

  it('stepped by hand, the narration tells what each side did, named', async () => {
    const page = await browser.newPage();
    await openRace(page, '/sortvisualizer/bubblesort', { values: '5,4,3,2,1', race: 'mergesort(loop)' });
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect.poll(() => page.getByTestId('narration').textContent()).toMatch(/^Bubble Sort: comparing 5 and 4 · Merge Sort \(Loop\): \S/);
    await page.context().close();
  });

  it('grid search: both sides search the same grid and the side with fewer steps wins', async () => {
    const page = await browser.newPage();
    const SIZE = 18;
    // A wall down column 9 with a gap in the last row: S top-left, E top-right.
    const walled = [...`S${'.'.repeat(16)}E${'.'.repeat(SIZE * SIZE - 18)}`].map((ch, i) => (i % SIZE === 9 && i < 17 * SIZE ? 'B' : ch)).join('');
    await openRace(page, '/searchvisualizer/breadthfirstSearch', { grid: walled, race: 'astarSearch' });
    expect(await sideData(page, 0, 'grid')).toBe(walled);
    expect(await sideData(page, 1, 'grid')).toBe(walled);
    const totals = [gridSteps('breadthfirstSearch', walled), gridSteps('astarSearch', walled)];
    expect(totals[0]).not.toBe(totals[1]);
    await playFastest(page);
    await waitForRaceOver(page);
    const winner = totals[0]! < totals[1]! ? 'Breadth First Search' : 'A* Search';
    expect(await raceLine(page)).toBe(`Winner: ${winner} in ${Math.min(...totals)} steps`);
    for (const side of [0, 1] as const)
      expect(await page.locator(stage(side)).getByTestId('outcome').textContent()).toMatch(/^Path length: 51\. Visited: \d+$/);
    expect(await page.getByTestId('race-counter-0-visited').textContent()).toMatch(/^Cells visited: \d+$/);
    await page.context().close();
  });

  it('a search that stops without reaching E first is named the winner with those words', async () => {
    const page = await browser.newPage();
    // Iterative deepening at its default limit of 1 gives up long before A* reaches E.
    await openRace(page, '/searchvisualizer/iterativedepthLimitSearch', { race: 'astarSearch' });
    await playFastest(page);
    await waitForRaceOver(page);
    expect(await raceLine(page)).toMatch(/^Winner: Iterative Deepening Search in \d+ steps?, without reaching E$/);
    expect(await page.locator(stage(0)).getByTestId('outcome').textContent()).toMatch(/^No path/);
    await page.context().close();
  });

  it('a race= that is not a value of the family is ignored with a note, and the page runs alone', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/searchvisualizer/astarSearch', { race: 'linearsearch' }, { waitForTotal: true });
    expect(await page.getByTestId('state-notes').textContent()).toContain('Ignored race: must be one of breadthfirstSearch, depthfirstSearch');
    expect(await page.getByTestId('race').count()).toBe(0);
    expect(await page.locator('[data-testid="visualizer-stage"]').count()).toBe(1);
    await page.context().close();
  });

  it('the Race control starts and ends a race, keeping the URL in step', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/heapsort', { n: 20 }, { waitForTotal: true });
    await page.getByRole('combobox', { name: 'Race', exact: true }).selectOption('quicksort(pivotlast)');
    await page.waitForSelector(`${stage(1)} [data-ready]`);
    await expect.poll(async () => (await urlState(page)).get('race')).toBe('quicksort(pivotlast)');
    expect(await sideData(page, 1, 'values')).toBe(await sideData(page, 0, 'values'));
    await page.getByRole('combobox', { name: 'Race', exact: true }).selectOption('');
    await expect.poll(() => page.getByTestId('race').count()).toBe(0);
    expect((await urlState(page)).has('race')).toBe(false);
    await page.context().close();
  });
});

describe('race on a phone', () => {
  it('stacks the two stages at 360 px, keeps the counters side by side, and has no serious axe violations', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openRace(page, '/sortvisualizer/radixsort', { n: 40, race: 'countingsort' });
    const [first, second] = [await page.getByTestId('race-side-0').boundingBox(), await page.getByTestId('race-side-1').boundingBox()];
    if (!first || !second) throw new Error('no race sides');
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    const [left, right] = [await page.getByTestId('race-counters-0').boundingBox(), await page.getByTestId('race-counters-1').boundingBox()];
    if (!left || !right) throw new Error('no race counters');
    expect(right.y).toBe(left.y);
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await playFastest(page);
    await waitForRaceOver(page);
    expect(await raceLine(page)).toMatch(/^(Winner: (Radix|Counting) Sort in \d+ steps|Tie in \d+ steps)$/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/race-360.png`, fullPage: true });
    await page.context().close();
  });
});

describe('race steps are visible steps', () => {
  it('markers do not decide a race: counting sort and radix sort make the same 10 changes and tie', async () => {
    const page = await browser.newPage();
    await openRace(page, '/sortvisualizer/countingsort', { values: '3,1,3,0,4', range: 5, fastest: 1, race: 'radixsort' });
    // Counting sort marks each rebuilt bar sorted: more operations, the same visible steps.
    expect(Number(await sideData(page, 0, 'total'))).toBeGreaterThan(Number(await sideData(page, 1, 'total')));
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForRaceOver(page);
    expect(await raceLine(page)).toBe('Tie in 10 steps');
    expect(await page.getByTestId('race-steps-0').textContent()).toBe('Steps: 10');
    expect(await page.getByTestId('race-steps-1').textContent()).toBe('Steps: 10');
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { families } from '../src/app/catalogue/catalogue';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import {
  openVisualizer,
  playFastest,
  pressOnSlider,
  replayFastest,
  STAGE,
  stageData,
  stageNumber,
  stepForward,
  urlState,
  waitForOutcome,
  waitForStage,
  waitForStatus,
} from './support/visualizer';

const browser = useBrowser();
const sorts = families.find((f) => f.id === 'sortvisualizer')?.items ?? [];

const values = async (page: Page) => (await stageData(page, 'values')).split(',').map(Number);
const openSort = (page: Page, value: string, state: Record<string, string | number> = {}) =>
  openVisualizer(page, browser.baseUrl, `/sortvisualizer/${value}`, state, { waitForTotal: value !== 'bogosort' });

describe('sort visualizer', () => {
  it('sorts with every algorithm at the fastest setting, ending finished with all bars in order', async () => {
    const page = await browser.newPage();
    for (const item of sorts) {
      await openSort(page, item.value);
      await playFastest(page);
      expect(await waitForOutcome(page, 20_000), item.value).toBe('Sorted');
      const shown = await values(page);
      expect(shown, item.value).toEqual([...shown].sort((a, b) => a - b));
      expect(shown).toHaveLength(5);
    }
    await page.context().close();
    // Thirteen page loads and runs in one test: its own length, not one slow step.
  }, 180_000);

  it('plays, pauses at a point, resumes from it; border green while running and white when paused', async () => {
    const page = await browser.newPage();
    await openSort(page, 'bubblesort', { n: 100 });
    await pressOnSlider(page, 'Speed', 'End'); // -1: one step per millisecond, a few seconds in all
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(page, 'running');
    expect(await stageData(page, 'border')).toBe('#66bb6a');
    await page.getByRole('button', { name: 'Pause' }).click();
    await waitForStatus(page, 'paused');
    expect(await stageData(page, 'border')).toBe('#ffffff');
    const at = await stageNumber(page, 'cursor');
    await page.waitForTimeout(400);
    expect(await stageNumber(page, 'cursor')).toBe(at);
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(page, 'finished');
    expect(await stageNumber(page, 'cursor')).toBe(await stageNumber(page, 'total'));
    await page.context().close();
  });

  it('steps forward and back by button and keyboard, and Space toggles play', async () => {
    const page = await browser.newPage();
    await openSort(page, 'insertionsort', { values: '5,4,3,2,1' });
    const initial = await values(page);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.waitForFunction((s) => Number(document.querySelector(s)?.getAttribute('data-cursor')) > 0, '[data-testid="visualizer-stage"]');
    expect(await stageNumber(page, 'comparisons')).toBe(1);
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // compare, swap, compare: two comparisons and one swap (two writes).
    await waitForStage(page, 'comparisons', '2');
    expect(await stageNumber(page, 'writes')).toBe(2);
    const afterThree = await values(page);
    const cursorAfterThree = await stageData(page, 'cursor');
    await page.keyboard.press('ArrowLeft');
    await waitForStage(page, 'comparisons', '1');
    await page.keyboard.press('ArrowRight');
    await waitForStage(page, 'cursor', cursorAfterThree);
    expect(await values(page)).toEqual(afterThree);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step back' }).click();
    await waitForStage(page, 'cursor', '0');
    expect(await values(page)).toEqual(initial);
    await page.locator('h1').click();
    await page.keyboard.press(' ');
    await waitForStatus(page, 'running');
    await page.keyboard.press(' ');
    await waitForStatus(page, 'paused');
    await page.context().close();
  });

  it('scrubs the progress bar to the end and back to the start', async () => {
    const page = await browser.newPage();
    await openSort(page, 'heapsort');
    const initial = await values(page);
    await pressOnSlider(page, 'Progress', 'End');
    await waitForStatus(page, 'finished');
    expect(await values(page)).toEqual([...initial].sort((a, b) => a - b));
    await pressOnSlider(page, 'Progress', 'Home');
    await waitForStage(page, 'cursor', '0');
    expect(await values(page)).toEqual(initial);
    await page.context().close();
  });

  it('clamps the bar count to 5..1000, pads it to 4 digits, and locks it, Shuffle and Race while running', async () => {
    const page = await browser.newPage();
    await openSort(page, 'mergesort(loop)');
    await expect.poll(() => page.getByText('Bars: 0005').count()).toBe(1);
    const input = page.getByTestId('count-input');
    await input.fill('3');
    await input.press('Enter');
    await waitForStage(page, 'count', '5');
    await input.fill('5000');
    await input.press('Enter');
    await waitForStage(page, 'count', '1000');
    await expect.poll(() => page.getByText('Bars: 1000').count()).toBe(1);
    await input.fill('42');
    await input.press('Enter');
    await waitForStage(page, 'count', '42');
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(page, 'running');
    // Count, shuffle and race are locked while the run plays, and free again once it pauses.
    const locked = [
      input,
      page.getByRole('button', { name: 'Shuffle' }),
      page.getByRole('slider', { name: 'Bars' }),
      page.getByTestId('race-select'),
    ];
    for (const control of locked) expect(await control.isDisabled()).toBe(true);
    expect(await stageNumber(page, 'count')).toBe(42);
    await page.getByRole('button', { name: 'Pause' }).click();
    await waitForStatus(page, 'paused');
    for (const control of locked) expect(await control.isDisabled()).toBe(false);
    await input.fill('64');
    await input.press('Enter');
    await waitForStage(page, 'count', '64');
    await page.context().close();
  });

  it('a typed bar count that is clamped to the same count, or is no number, leaves the box showing the count applied', async () => {
    const page = await browser.newPage();
    await openSort(page, 'mergesort(loop)');
    const input = page.getByTestId('count-input');
    for (const typed of ['3', 'abc']) {
      await input.fill(typed);
      await input.press('Enter');
      await expect.poll(() => input.inputValue(), { message: `typed ${typed}` }).toBe('5');
      expect(await page.getByText('Bars: 0005').count()).toBe(1);
    }
    await page.context().close();
  });

  it('the second body turns its border yellow when paused mid-run, and counting sort has a range slider', async () => {
    const page = await browser.newPage();
    await openSort(page, 'radixsort', { n: 300 });
    await pressOnSlider(page, 'Speed', 'End');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction((s) => Number(document.querySelector(s)?.getAttribute('data-cursor')) > 2, '[data-testid="visualizer-stage"]');
    await page.getByRole('button', { name: 'Pause' }).click();
    await waitForStage(page, 'border', '#ffd54f');
    expect(await page.getByTestId('sort-phase').textContent()).toMatch(/buckets/);
    await openSort(page, 'countingsort');
    await pressOnSlider(page, 'Value range', 'End');
    await expect.poll(() => page.getByText('Value range: 500').count()).toBe(1);
    expect((await urlState(page)).get('range')).toBe('500');
    await page.context().close();
  });

  it('shows the complexity tables and narrates politely', async () => {
    const page = await browser.newPage();
    await openSort(page, 'bogosort');
    await expect.poll(() => page.locator('caption', { hasText: 'Time Complexity' }).count()).toBe(1);
    expect(await page.locator('td', { hasText: 'O(n . n!)' }).count()).toBe(2);
    // What the counters count is on the page, for students matching textbook swap counts.
    expect(await page.getByTestId('counters-note').textContent()).toContain('a swap is two writes');
    // And what the space column counts, beside the extra memory textbooks give.
    expect(await page.getByText('Space counts the n bars themselves as well as any extra memory; the extra memory alone is O(1).').count()).toBe(1);
    await page.getByRole('button', { name: 'Step forward' }).click();
    // The first step compares two bars; a step takes the markers after it, as play does, so a
    // compare that fails tells the shuffle round it starts with it.
    await expect
      .poll(() => page.getByTestId('narration').textContent())
      .toMatch(/^comparing \d+ and \d+(: out of order, shuffling again, round 1)?$/);
    expect(await page.getByTestId('narration').getAttribute('aria-live')).toBe('polite');
    await page.context().close();
  });
});

describe('progress of a run of unknown length', () => {
  it("keeps bogosort's progress thumb at the start while its length is unknown, not at the end as if the run were over", async () => {
    const page = await browser.newPage();
    // Eight bars and a seed whose run takes 583,596 operations: far past the chunks the page asks
    // the worker for ahead, so after three steps nobody knows the run's length. A random seed
    // could end within them (one CI run's did, in 9,177 steps), and the length was then known.
    await openSort(page, 'bogosort', { values: '8,7,6,5,4,3,2,1', seed: 9 });
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Step forward' }).click();
    const progress = page.getByRole('slider', { name: 'Progress' });
    await expect.poll(() => progress.getAttribute('aria-valuetext')).toBe('Step 3 of unknown yet');
    const [value, max] = await progress.evaluate((input: HTMLInputElement) => [Number(input.value), Number(input.max)]);
    expect(value).toBe(0);
    expect(value).toBeLessThan(max);
    expect(await stageData(page, 'total')).toBe('');
    await page.context().close();
  });
});

describe('controls for keyboard and screen-reader users', () => {
  it('says the speed as the delay it shows, lists the page keys, and rings a focused button and slider thumb', async () => {
    const page = await browser.newPage();
    await openSort(page, 'bubblesort');
    const speed = page.getByRole('slider', { name: 'Speed' });
    expect(await speed.getAttribute('aria-valuetext')).toBe('2500 ms');
    await page.keyboard.press('-');
    await expect.poll(() => speed.getAttribute('aria-valuetext')).toBe('2750 ms');
    expect(await page.getByTestId('keys-hint').innerText()).toContain('Space play or pause');
    expect(await page.getByRole('button', { name: 'Step forward' }).getAttribute('aria-keyshortcuts')).toBe('ArrowRight');
    // A keyboard focus ring of its own (MUI's ripple alone was too faint to see): a solid 2 px outline.
    const ringOf = (selector: string) =>
      page.evaluate((s) => {
        const element = document.activeElement as HTMLElement;
        const target = s ? (element.closest(s) as HTMLElement) : element;
        const style = getComputedStyle(target);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      }, selector);
    await page.getByRole('button', { name: 'Shuffle' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await ringOf('')).toBe('solid 2px');
    await speed.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await ringOf('.MuiSlider-thumb')).toBe('solid 2px');
    await page.context().close();
  });

  it('turns the page keys off, remembered in this browser, and on again (single-key shortcuts a visitor can switch off)', async () => {
    const page = await browser.newPage();
    await openSort(page, 'bubblesort');
    const speed = page.getByRole('slider', { name: 'Speed' });
    const play = page.getByRole('button', { name: 'Play' });
    const keysSwitch = page.getByLabel('Page keys');
    expect(await play.getAttribute('aria-keyshortcuts')).toBe('Space');
    await keysSwitch.uncheck();
    expect(await page.getByTestId('keys-hint').innerText()).toBe('Page keys are off: keys act only on the focused control');
    expect(await play.getAttribute('aria-keyshortcuts')).toBeNull();
    expect(await speed.getAttribute('aria-keyshortcuts')).toBeNull();
    // Away from the switch (a focused field keeps its own keys either way).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('-');
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    expect(await speed.getAttribute('aria-valuetext')).toBe('2500 ms');
    expect(await stageData(page, 'status')).toBe('idle');
    expect(await stageNumber(page, 'cursor')).toBe(0);

    await openSort(page, 'selectionsort(max)');
    expect(await page.getByLabel('Page keys').isChecked()).toBe(false);
    await page.getByLabel('Page keys').check();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('-');
    await expect.poll(() => page.getByRole('slider', { name: 'Speed' }).getAttribute('aria-valuetext')).toBe('2750 ms');
    expect(await page.getByTestId('keys-hint').innerText()).toContain('Space play or pause');
    await page.context().close();
  });
});

describe('bar value labels', () => {
  /** Each label's text and box, in bar order. */
  const labels = (page: Page) =>
    page.$$eval(`${STAGE} [data-testid="bar-labels"] span`, (spans) =>
      spans.map((span) => {
        const box = span.getBoundingClientRect();
        return { text: span.textContent ?? '', centre: box.left + box.width / 2, bottom: box.bottom };
      }),
    );

  it('writes each value over its own bar while the bars are few, follows the run, and writes none at 1000 bars', async () => {
    const page = await browser.newPage();
    await openSort(page, 'bubblesort', { values: '5,3,8,1,9,2,7' });
    const canvas = await page.locator(`${STAGE} canvas`).boundingBox();
    if (!canvas) throw new Error('no canvas');
    const before = await labels(page);
    expect(before.map((l) => l.text)).toEqual(['5', '3', '8', '1', '9', '2', '7']);
    const slot = canvas.width / 7;
    for (const [i, label] of before.entries()) expect(Math.abs(label.centre - (canvas.x + (i + 0.5) * slot)), `label ${i}`).toBeLessThan(2);
    // A taller bar's label sits higher: 9 above 8 above 5 above 1.
    const at = (value: string) => before.find((l) => l.text === value)?.bottom ?? 0;
    expect(at('9')).toBeLessThan(at('8'));
    expect(at('8')).toBeLessThan(at('5'));
    expect(at('5')).toBeLessThan(at('1'));
    expect(await page.locator(`${STAGE} [data-testid="bar-labels"]`).getAttribute('aria-hidden')).toBe('true');

    await playFastest(page);
    await waitForOutcome(page);
    expect((await labels(page)).map((l) => l.text)).toEqual(['1', '2', '3', '5', '7', '8', '9']);

    await openSort(page, 'bubblesort', { n: 1000 });
    expect(await page.locator(`${STAGE} [data-testid="bar-labels"]`).isVisible()).toBe(false);
    await page.context().close();
  });
  it("counts over counting sort's buckets: CLRS Fig. 8.2's C array after the counting phase", async () => {
    const page = await browser.newPage();
    await openSort(page, 'countingsort', { values: '2,5,3,0,2,3,0,3' });
    const bucketCounts = () => page.$$eval(`${STAGE} [data-testid="bucket-labels"] span`, (spans) => spans.map((span) => span.textContent));
    expect(await bucketCounts()).toEqual(['0', '0', '0', '0', '0', '0']);
    await page.locator('h1').click();
    // One step per counted value (stepped one at a time: a step waits for the one before it).
    for (let i = 1; i <= 8; i++) {
      await page.keyboard.press('ArrowRight');
      await waitForStage(page, 'writes', String(i));
    }
    await expect.poll(bucketCounts).toEqual(['2', '0', '2', '3', '0', '1']);
    await page.context().close();
  });
});

describe('bucket indexes', () => {
  /** Each index under the buckets, its text and the centre of its box, in order; none while hidden. */
  const indexes = (page: Page) =>
    page.$$eval(`${STAGE} [data-testid="bucket-indexes"] > *`, (cells) =>
      cells
        .filter((cell) => cell.getClientRects().length > 0)
        .map((cell) => {
          const box = cell.getBoundingClientRect();
          return { text: cell.textContent ?? '', centre: box.left + box.width / 2 };
        }),
    );

  for (const width of [360, 1280]) {
    it(`at ${width} px names the value each counting sort bucket counts, under its own bucket (CLRS Fig. 8.2: C[0..5])`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await openSort(page, 'countingsort', { values: '2,5,3,0,2,3,0,3' });
      const canvas = await page.locator(`${STAGE} canvas`).boundingBox();
      if (!canvas) throw new Error('no canvas');
      const shown = await indexes(page);
      expect(shown.map((cell) => cell.text)).toEqual(['0', '1', '2', '3', '4', '5']);
      // Each under its bucket, the column its count is written over.
      const counts = await page.$$eval(`${STAGE} [data-testid="bucket-labels"] span`, (spans) =>
        spans.map((span) => span.getBoundingClientRect()).map((box) => box.left + box.width / 2),
      );
      for (const [i, cell] of shown.entries()) {
        expect(Math.abs(cell.centre - (canvas.x + ((i + 0.5) * canvas.width) / 6)), `index ${i}`).toBeLessThan(2);
        expect(Math.abs(cell.centre - counts[i]!), `count ${i}`).toBeLessThan(2);
      }
      expect(await page.locator(`${STAGE} [data-testid="bucket-indexes"]`).evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
      // 31 buckets: two-digit indexes fit the desktop's stage, not a phone's.
      await openSort(page, 'countingsort', { values: '30,1,2,0,4' });
      await waitForStage(page, 'values', '30,1,2,0,4');
      await expect.poll(async () => (await indexes(page)).length).toBe(width === 360 ? 0 : 31);
      // A range of hundreds: no indexes at any width (as no counts).
      await openSort(page, 'countingsort', { values: '300,1,2,0,4', range: 500 });
      await waitForStage(page, 'values', '300,1,2,0,4');
      expect(await indexes(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('sort page state in the URL', () => {
  it('opens a shared link with values= and n= and gets exactly that input', async () => {
    const page = await browser.newPage();
    await openSort(page, 'quicksort(pivotlast)', { n: 7, values: '9,0,512,3,3,999,41' });
    expect(await values(page)).toEqual([9, 0, 512, 3, 3, 999, 41]);
    expect(await stageNumber(page, 'count')).toBe(7);
    await expect.poll(() => page.getByText('Bars: 0007').count()).toBe(1);
    await openSort(page, 'bubblesort', { n: 12 });
    expect(await stageNumber(page, 'count')).toBe(12);
    // The page wrote its random values back: the URL now reproduces exactly what is shown.
    expect((await urlState(page)).get('values')?.split(',').map(Number)).toEqual(await values(page));
    await playFastest(page);
    await waitForOutcome(page);
    await page.context().close();
  });

  it('Play on a finished run reshuffles the same values, and the URL follows every replay', async () => {
    const page = await browser.newPage();
    const first = [9, 0, 512, 3, 3, 999, 41, 7, 250, 18, 600, 77];
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const linked = async () => (await urlState(page)).get('values')?.split(',').map(Number) ?? [];
    await openSort(page, 'bubblesort', { n: first.length, values: first.join(',') });
    await playFastest(page);
    await waitForOutcome(page);
    let previous = first;
    for (let replay = 0; replay < 3; replay++) {
      await replayFastest(page);
      await waitForOutcome(page);
      // The replay's values, reshuffled, reach the URL: a shared link gives the run just shown.
      await expect.poll(linked).not.toEqual(previous);
      previous = await linked();
      expect(sorted(previous)).toEqual(sorted(first));
    }
    // The last run stays finished: no old values were loaded back over it.
    await page.waitForTimeout(1000);
    expect(await stageData(page, 'status')).toBe('finished');
    expect(await values(page)).toEqual(sorted(first));
    await page.context().close();
  });

  it('a randomised quick sort writes its seed, and the link replays the same run', async () => {
    let page = await browser.newPage();
    // What the first steps say: a run drawn with another seed picks other pivots.
    const firstSteps = async () => {
      const said: string[] = [];
      for (let step = 1; step <= 4; step++) {
        await stepForward(page);
        said.push((await page.getByTestId('narration').textContent()) ?? '');
      }
      return { said, total: await stageData(page, 'total') };
    };
    await openSort(page, 'quicksort(randomised)', { values: '89,45,68,90,29,34,17' });
    await expect.poll(async () => (await urlState(page)).get('seed') ?? '').toMatch(/^\d{1,9}$/);
    const seed = (await urlState(page)).get('seed') ?? '';
    const run = await firstSteps();
    await page.context().close();
    // The link opened afresh, as a visitor it was shared with opens it.
    page = await browser.newPage();
    await openSort(page, 'quicksort(randomised)', { values: '89,45,68,90,29,34,17', seed });
    expect(await firstSteps()).toEqual(run);
    await page.context().close();
  });

  it('changing a slider rewrites the URL without piling up history', async () => {
    const page = await browser.newPage();
    await openSort(page, 'selectionsort(max)', { speed: -2000 });
    const length = await page.evaluate(() => history.length);
    await pressOnSlider(page, 'Speed', 'ArrowRight');
    await pressOnSlider(page, 'Speed', 'ArrowRight');
    await expect.poll(async () => (await urlState(page)).get('speed')).toBe('-1998');
    await page.getByLabel('Fastest').check();
    await expect.poll(async () => (await urlState(page)).get('fastest')).toBe('1');
    const input = page.getByTestId('count-input');
    await input.fill('9');
    await input.press('Enter');
    await expect.poll(async () => (await urlState(page)).get('n')).toBe('9');
    expect(await page.evaluate(() => history.length)).toBe(length);
    // A pasted link with another state is read when the hash changes.
    await page.evaluate(() => {
      window.location.hash = '#/sortvisualizer/selectionsort(max)?values=4,3,2,1,0';
    });
    await waitForStage(page, 'values', '4,3,2,1,0');
    await page.context().close();
  });

  it('malformed state shows a polite note naming each ignored key, and the page still plays', async () => {
    const page = await browser.newPage();
    await openSort(page, 'heapsort', { n: 'lots', speed: 7, values: '1,2,banana' });
    const note = page.getByTestId('state-notes');
    expect(await note.getAttribute('role')).toBe('status');
    const text = (await note.textContent()) ?? '';
    expect(text).toContain('Ignored n: must be a number 5–1000');
    expect(text).toContain('Ignored speed: must be a delay of 1–5000 ms');
    expect(text).toContain('Ignored values: must be a comma list of numbers 0–999');
    expect(await page.locator('body').textContent()).not.toMatch(/NaN|undefined/);
    expect(await stageNumber(page, 'count')).toBe(5);
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Sorted');
    await page.context().close();
  });

  it('the back arrow is a link to the family on the projects page, and Share copies the state', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSort(page, 'mergesort(function)', { values: '5,6,7,8,9' });
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('#/projects#sortvisualizer');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => page.getByText('Link copied to clipboard').count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${browser.baseUrl}/#/sortvisualizer/mergesort(function)?n=5&values=5,6,7,8,9`);
    await page.context().close();
  });
});

describe('sort page on a phone', () => {
  it('fits 360 px with no serious axe violations, before and after a run', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openSort(page, 'radixsort', { n: 40 });
    // The colour key under the stage names radix sort's colours, within the phone's width.
    const key = page.getByTestId('colour-key');
    expect(await key.locator('li').allTextContents()).toEqual(['Write', 'Sorted', 'Bucket']);
    expect((await key.boundingBox())?.width).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await playFastest(page);
    await waitForOutcome(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/sort-360.png`, fullPage: true });
    await page.context().close();
  });

  it('lets a finger on the bars scroll the page, and asks for no animation frames at rest', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    // Counts the page's animation-frame requests: an idle page that asks for one at every frame keeps a phone's CPU awake.
    await page.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window);
      const counter = window as unknown as { frameRequests: number };
      counter.frameRequests = 0;
      window.requestAnimationFrame = (callback) => {
        counter.frameRequests++;
        return request(callback);
      };
    });
    await openSort(page, 'bubblesort', { n: 1000 });
    expect(await page.locator(`${STAGE} canvas`).evaluate((canvas) => getComputedStyle(canvas).touchAction)).toBe('auto');
    await page.waitForTimeout(1000);
    const requests = () => page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);
    const before = await requests();
    await page.waitForTimeout(1000);
    expect(await requests()).toBe(before);
    await page.context().close();
  });
});

describe('sort URL notes', () => {
  it("an 'Ignored' note goes once the page rewrites the URL from its own state", async () => {
    const page = await browser.newPage();
    await openSort(page, 'bubblesort', { foo: 1 });
    const note = page.getByTestId('state-notes');
    expect(await note.textContent()).toContain('Ignored foo: not a setting of this page');
    const input = page.getByTestId('count-input');
    await input.fill('7');
    await input.press('Enter');
    await waitForStage(page, 'count', '7');
    await expect.poll(async () => (await urlState(page)).get('n')).toBe('7');
    await expect.poll(() => note.count()).toBe(0);
    await page.context().close();
  });
});

describe('the controls row', () => {
  it('keeps the Fastest switch as far from the button before it as the other controls are from theirs', async () => {
    const page = await browser.newPage();
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: '5,4,3,2,1' });
    const gaps = await page.evaluate(() => {
      const fastest = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Fastest') as HTMLElement;
      const before = fastest.previousElementSibling as HTMLElement;
      const shuffle = fastest.parentElement?.querySelector('[data-testid="play-pause"]') as HTMLElement;
      const gap = (a: HTMLElement, b: HTMLElement) => b.getBoundingClientRect().left - a.getBoundingClientRect().right;
      return { beforeFastest: gap(before, fastest), playToNext: gap(shuffle, shuffle.nextElementSibling as HTMLElement) };
    });
    // MUI's -11 px start margin put the switch's box 3 px over the button before it.
    expect(gaps.beforeFastest).toBeGreaterThanOrEqual(gaps.playToNext);
    await page.context().close();
  });
});

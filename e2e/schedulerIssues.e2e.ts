// Issues 47 and 48 on the scheduler pages: the three tables at 360 px, the seed in words, and the
// pseudocode panel in step with the run.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUND_ROBIN } from '../workers/scheduler/schedulerPseudocode';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, stageData, stepForward, urlState, waitForOutcome } from './support/visualizer';

const browser = useBrowser();
const PHONE = { width: 360, height: 740 };

const openScheduler = (page: Page, mode: string, state: Record<string, string | number>) =>
  openVisualizer(page, browser.baseUrl, `/processschedulervisualizer/${mode}`, state, { waitForTotal: true });

/**
 * How a table's columns can be seen: the header cells not in view in the box (and on the
 * screen), whether the box scrolls, and, scrolling each column's right edge to the box's,
 * the columns that still cannot be seen whole beside the first, and whether the first moved.
 */
const reachOf = (page: Page, boxName: string) =>
  page.getByLabel(boxName, { exact: true }).evaluate((box) => {
    const header = box.querySelector('thead tr');
    if (!header) throw new Error('no header row');
    const cells = [...header.children] as HTMLElement[];
    const first = cells[0]!;
    const words = (cell: HTMLElement) => (cell.textContent ?? '').replace(/\u00ad/g, '').trim() || (cell.querySelector('span')?.textContent ?? '');
    const inView = (cell: HTMLElement) => {
      const r = cell.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return r.left >= Math.max(b.left, 0) - 1 && r.right <= Math.min(b.left + box.clientWidth, window.innerWidth) + 1;
    };
    box.scrollLeft = 0;
    const firstLeft = first.getBoundingClientRect().left;
    const hidden = cells.filter((cell) => !inView(cell)).map(words);
    const unreachable: string[] = [];
    let firstMoved = false;
    for (const cell of cells.slice(1)) {
      box.scrollLeft = 0;
      box.scrollLeft = Math.max(0, cell.getBoundingClientRect().right - box.getBoundingClientRect().left - box.clientWidth);
      const r = cell.getBoundingClientRect();
      if (!inView(cell) || r.left < first.getBoundingClientRect().right - 1) unreachable.push(words(cell));
      if (Math.abs(first.getBoundingClientRect().left - firstLeft) > 0.5) firstMoved = true;
    }
    box.scrollLeft = 0;
    const cut = [...box.querySelectorAll<HTMLElement>('th, td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map(words);
    return {
      columns: cells.length,
      hidden,
      scrolls: box.scrollWidth > box.clientWidth,
      unreachable,
      firstMoved,
      cut,
      firstPosition: getComputedStyle(first).position,
    };
  });

/** The marked line's words and the variables the panel lists, as a screen reader gets them. */
const panelView = (page: Page) =>
  page.getByRole('region', { name: 'Pseudocode' }).evaluate((panel) => {
    const marked = panel.querySelectorAll('li[aria-current="step"]');
    const dl = panel.querySelector('[data-testid="variables"]');
    const names = [...(dl?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent ?? '');
    const values = [...(dl?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent ?? '');
    return {
      marked: marked.length,
      line: (marked[0]?.textContent ?? '').trim(),
      lines: [...panel.querySelectorAll('ol > li')].map((li) => (li.textContent ?? '').trim()),
      variables: Object.fromEntries(names.map((name, i) => [name, values[i]])),
    };
  });

describe('scheduler pages at 360 px (issue 47)', () => {
  it('shows every column of the process table, the editor and Compare: in view, or in a box that scrolls with the first column fixed', async () => {
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    // Preemptive priority: Priority among the columns; 50 processes.
    await openScheduler(page, 'preemptivepriority', { n: 50, range: 50, seed: 3 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // The live table is wider than a phone: it scrolls sideways, the names stay, and it says so.
    const table = await reachOf(page, 'Process table');
    expect(table.columns).toBe(9);
    expect(table.scrolls).toBe(true);
    expect(table.hidden.length).toBeGreaterThan(0);
    expect(table.unreachable).toEqual([]);
    expect(table.firstMoved).toBe(false);
    expect(table.firstPosition).toBe('sticky');
    expect(table.cut).toEqual([]);
    const hint = page.getByTestId('process-table-hint');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toBe('Scroll the table sideways for all 9 columns →');

    // The editor and Compare fit: every column in view, none scrolled off.
    for (const name of ['Editable process table', 'Compare table']) {
      const reach = await reachOf(page, name);
      expect(reach.hidden, name).toEqual([]);
      expect(reach.scrolls, name).toBe(false);
      expect(reach.cut, name).toEqual([]);
    }
    expect((await reachOf(page, 'Compare table')).columns).toBe(4);

    // A process's priority field and its Remove button are on the screen and work.
    for (const label of ['P0 priority', 'P49 priority', 'Remove P0', 'Remove P49']) {
      const control = page.getByLabel(label, { exact: true });
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box, label).not.toBeNull();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, label).toBe(true);
      // Big enough to tap.
      expect(box && box.height >= 28, label).toBe(true);
    }
    await page.getByLabel('P0 priority', { exact: true }).fill('7');
    await expect.poll(async () => (await urlState(page)).get('procs')?.split(',')[0]).toMatch(/:7$/);
    await page.getByLabel('Remove P49', { exact: true }).tap();
    await expect.poll(async () => (await urlState(page)).get('procs')?.split(',').length).toBe(49);
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('at 1280 px shows all three tables whole, with no sideways scroll and no hint', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Round robin: Quantum used among the columns, the widest set of them beside Priority's.
    await openScheduler(page, 'roundrobin', { n: 50, range: 50, seed: 3, q: 2 });
    for (const name of ['Process table', 'Editable process table', 'Compare table']) {
      const reach = await reachOf(page, name);
      expect(reach.hidden, name).toEqual([]);
      expect(reach.scrolls, name).toBe(false);
      expect(reach.cut, name).toEqual([]);
    }
    expect((await reachOf(page, 'Process table')).columns).toBe(9);
    expect(await page.getByTestId('process-table-hint').isVisible()).toBe(false);
    await page.context().close();
  });

  it('says what the lottery draw is in plain words, with no "seed"', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openScheduler(page, 'lottery', { n: 5, range: 5, seed: 4 });
    const settings = page.getByRole('region', { name: 'Settings' });
    expect(
      await settings
        .getByText("These processes were drawn at random (draw 4), and so are the lottery's picks; this page's link brings back the same run.")
        .isVisible(),
    ).toBe(true);
    expect(await settings.textContent()).not.toMatch(/seed/i);
    // An own set on a page without the lottery: the draw decides nothing there, so nothing is said.
    await openScheduler(page, 'fcfs', { procs: '0:3,1:2' });
    expect(await page.getByRole('region', { name: 'Settings' }).textContent()).not.toMatch(/drawn at random|draw \d/);
    await page.context().close();
  });
});

describe('the pseudocode panel on round robin (issue 48)', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    it(`at ${viewport.width} px marks the line of each step, steps back to the one before, and ends on a completion`, async () => {
      const page = await browser.newPage({ viewport });
      // P0 runs its quantum of 2, P1 arrives at 1 and takes the CPU at 2.
      await openScheduler(page, 'roundrobin', { procs: '0:5,1:3', q: 2 });
      const toggle = page.getByRole('button', { name: 'Pseudocode' });
      if (viewport.width < 1200) {
        // Folded on a phone, closed at first.
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      } else expect(await toggle.count()).toBe(0);

      const before = await panelView(page);
      expect(before.lines).toEqual(ROUND_ROBIN.lines.map((line) => line.trim()));
      expect(before.marked).toBe(0);

      const seen: Awaited<ReturnType<typeof panelView>>[] = [];
      for (let i = 0; i < 3; i++) {
        await stepForward(page);
        await expect.poll(async () => (await panelView(page)).marked).toBe(1);
        seen.push(await panelView(page));
      }
      expect(seen.map((view) => view.line)).toEqual([
        'add p to the back of the queue',
        'running = take the first in the queue',
        'run running for one tick',
      ]);
      expect(seen[0]!.variables).toEqual({ clock: '0', p: 'P0', running: 'none', q: '2' });
      expect(seen[2]!.variables).toEqual({ clock: '1', running: 'P0', 'remaining burst': '4', 'quantum left': '1', q: '2' });
      // Focus stays on the step button, never in the panel.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Step forward');

      await page.getByRole('button', { name: 'Step back' }).click();
      await expect.poll(async () => (await panelView(page)).line).toBe('running = take the first in the queue');
      expect((await panelView(page)).variables).toEqual({ clock: '0', running: 'P0', 'remaining burst': '5', 'quantum left': '2', q: '2' });

      await playFastest(page);
      await waitForOutcome(page);
      await expect.poll(async () => (await panelView(page)).line).toBe('mark running completed');
      expect((await panelView(page)).variables).toMatchObject({ clock: '8', 'remaining burst': '0' });
      expect(await stageData(page, 'status')).toBe('finished');

      // The panel open (folded open on the phone), axe passes and nothing scrolls sideways.
      await page.waitForTimeout(500);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});

// Issues 47 (words a first-time visitor stumbles on) and 48 (the pseudocode panel) on the game pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UNSOLVABLE_NOTE } from '../src/families/eightpuzzle/eightPuzzleInfo';
import { formatCells } from '../workers/games/sudoku';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, STAGE, stageData, stepForward, waitForOutcome } from './support/visualizer';

const browser = useBrowser();
const CELL = '[role="gridcell"]';
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

const openGame = (page: Page, game: string, state: Record<string, string | number> = {}) =>
  openVisualizer(page, browser.baseUrl, `/games/${game}`, state);

const panel = (page: Page) => page.getByRole('region', { name: 'Pseudocode', exact: true });

/** The marked line's words ('' for none) and the variables as 'name=value' pairs. */
async function marked(page: Page): Promise<{ line: string; variables: string[] }> {
  return panel(page).evaluate((section) => {
    const current = section.querySelectorAll('li[aria-current="step"]');
    if (current.length > 1) throw new Error('more than one marked line');
    const names = [...section.querySelectorAll('[data-testid="variables"] dt')].map((dt) => dt.textContent ?? '');
    const values = [...section.querySelectorAll('[data-testid="variables"] dd')].map((dd) => dd.textContent ?? '');
    return { line: current[0]?.textContent ?? '', variables: names.map((name, i) => `${name}=${values[i]}`) };
  });
}

/** Waits until the panel marks `line` (React renders it a moment after the stage). */
async function waitForLine(page: Page, line: string, variables?: string[]): Promise<void> {
  await expect.poll(() => marked(page), { timeout: 10_000 }).toEqual(variables ? { line, variables } : expect.objectContaining({ line }));
}

/** The page scrolls sideways at this width by this many pixels (0: it fits). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the words on the game pages', () => {
  it("sudoku's last announcement says the last digit completed the board, not that it was tried", async () => {
    const page = await browser.newPage();
    // The Wikipedia puzzle's solution with three blanks: 4 and 6 in row 1, 9 in the last cell.
    const solution = [...'534678912672195348198342567859761423426853791713924856961537284287419635345286179'].map(Number);
    const puzzle = solution.map((d, i) => ([2, 3, 80].includes(i) ? 0 : d));
    await openGame(page, 'soduko', { puzzle: formatCells(puzzle) });
    await page.getByLabel('Fastest').check();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    expect(await waitForOutcome(page)).toBe('Solved by backtracking');
    await expect
      .poll(() => page.getByTestId('narration').textContent())
      .toBe('Done: 9 fills the last blank (row 9, column 9), and the board is complete');
    await page.context().close();
  });

  it('says in plain words why an 8 puzzle board cannot be solved, without the goal in slashes', async () => {
    const page = await browser.newPage();
    await openGame(page, '15Puzzle', { tiles: '213456780' });
    expect(await waitForOutcome(page, 5000)).toBe('This arrangement cannot be solved');
    const note = (await page.getByTestId('goal-note').textContent()) ?? '';
    expect(note).toBe(UNSOLVABLE_NOTE);
    expect(note).toContain('1 to 8 with the blank in the bottom-right corner');
    expect(note).not.toMatch(/[()/_]/);
    await page.context().close();
  });

  it("labels tic-tac-toe's X | O switch 'Your symbol' on screen, and the switch still sets the visitor's symbol", async () => {
    const page = await browser.newPage();
    await openGame(page, 'tictactoe');
    const label = page.getByText('Your symbol', { exact: true });
    expect(await label.isVisible()).toBe(true);
    const group = page.getByRole('group', { name: 'Your symbol' });
    await group.getByRole('button', { name: 'O', exact: true }).click();
    await expect.poll(async () => new URLSearchParams((await page.evaluate(() => location.hash)).split('?')[1]).get('symbol')).toBe('O');
    expect(await group.getByRole('button', { name: 'O', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // The visitor's first mark is an O now.
    await page.locator(CELL).nth(4).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-board')?.[4] === 'O', STAGE);
    // The label sits beside its switch, not elsewhere on the page. Both boxes are read in one
    // layout: read one after the other, the page moved between them under load (the AI's answer
    // and its narration arriving), 38 px in a fresh-clone CI run.
    const labelElement = await label.elementHandle();
    const offset = await group.evaluate((groupElement, labelEl) => {
      const middle = (box: DOMRect) => box.top + box.height / 2;
      return Math.abs(middle((labelEl as Element).getBoundingClientRect()) - middle(groupElement.getBoundingClientRect()));
    }, labelElement);
    expect(offset).toBeLessThan(8);
    await page.context().close();
  });

  for (const [game, state, words] of [
    ['soduko', {}, /^Solve or Play: watch the AI solve the board from its clues, step by step/],
    ['15Puzzle', { tiles: '123456078' }, /^Solve or Play: watch A\* slide the tiles home in the fewest moves, step by step/],
    ['nqueen', { n: 4 }, /^Solve or Play: watch the AI place the queens row by row, step by step/],
  ] as const) {
    it(`${game} says under Solve and Play what they do`, async () => {
      const page = await browser.newPage();
      await openGame(page, game, state);
      const help = page.getByTestId('solve-help');
      expect(await help.textContent()).toMatch(words);
      const [helpBox, solveBox, playBox] = await Promise.all([
        help.boundingBox(),
        page.getByRole('button', { name: 'Solve', exact: true }).boundingBox(),
        page.getByRole('button', { name: 'Play' }).boundingBox(),
      ]);
      // On a line of its own under both buttons.
      expect(helpBox?.y).toBeGreaterThanOrEqual((solveBox?.y ?? 0) + (solveBox?.height ?? 0));
      expect(helpBox?.y).toBeGreaterThanOrEqual((playBox?.y ?? 0) + (playBox?.height ?? 0));
      expect(await help.isVisible()).toBe(true);
      await page.context().close();
    });
  }
});

describe('the pseudocode panel on the game pages', () => {
  it('N-Queen n = 4: three steps mark the lines of the trace, a step back the line before, and the run ends at "return true"', async () => {
    const page = await browser.newPage();
    await openGame(page, 'nqueen', { n: 4 });
    expect(await panel(page).locator('li').count()).toBe(10);
    expect(await marked(page)).toEqual({ line: '', variables: [] });
    const seen: { line: string; variables: string[] }[] = [];
    for (let step = 0; step < 3; step++) {
      await stepForward(page);
      await expect.poll(async () => (await marked(page)).variables).not.toEqual(seen.at(-1)?.variables ?? []);
      seen.push(await marked(page));
    }
    expect(seen).toEqual([
      { line: 'put a queen on (row, column)', variables: ['row=1', 'column=1', 'queens=1'] },
      { line: 'put a queen on (row, column)', variables: ['row=2', 'column=3', 'queens=2'] },
      { line: 'take the queen off (row, column)', variables: ['row=2', 'column=3', 'queens=1'] },
    ]);
    await page.getByRole('button', { name: 'Step back' }).click();
    await waitForLine(page, 'put a queen on (row, column)', ['row=2', 'column=3', 'queens=2']);
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('Solution Found');
    await waitForLine(page, 'return true', ['queens=4', 'n=4']);
    // The marked line is the one the panel reads to a screen reader once the run stops.
    await expect.poll(() => panel(page).locator('[aria-live="polite"]').textContent()).toBe('Line 3: return true');
    await page.context().close();
  });

  it('tic-tac-toe marks the rule of the AI move once it has moved, and none before', async () => {
    const page = await browser.newPage();
    await openGame(page, 'tictactoe');
    expect(await marked(page)).toEqual({ line: '', variables: [] });
    // A corner: the one move that keeps the AI's draw is the centre, by best score.
    await page.locator(CELL).nth(0).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-board') === 'X---O----', STAGE);
    await waitForLine(page, 'play it (best score)', ['cell=row 2, column 2', 'score=0']);
    // Reset starts a new game: no decision yet.
    await page.getByRole('button', { name: 'Reset' }).click();
    await waitForLine(page, '', []);
    await page.context().close();
  });

  for (const [game, state] of [
    ['nqueen', { n: 4 }],
    ['tictactoe', {}],
    ['soduko', {}],
    ['15Puzzle', { tiles: '123456078' }],
  ] as const) {
    it(`${game} at 360 px: the panel folds under its toggle, opens with a marked line, fits, and axe finds nothing serious`, async () => {
      const page = await browser.newPage(PHONE);
      await openGame(page, game, state);
      const toggle = panel(page).getByRole('button', { name: 'Pseudocode' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await panel(page).locator('ol').isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await panel(page).locator('ol').isVisible()).toBe(true);
      if (game === 'tictactoe') {
        await page.locator(CELL).nth(0).click();
        await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-board')?.includes('O'), STAGE);
      } else await stepForward(page);
      await expect.poll(async () => (await marked(page)).line).not.toBe('');
      expect(await stageData(page, 'status')).not.toBe('running');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

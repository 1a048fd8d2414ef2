import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openRoute, useBrowser } from './support/browser';

/**
 * Issue 47 outside the visualizers: the CV frame as tall as its CV, a CV without notes to
 * developers, the home page in two columns on a wide screen, and carousels whose arrows show
 * only when there is something to scroll to.
 */
const browser = useBrowser();

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 900 } };
const FRAME = 'iframe[title="CV document"]';
/** Layout and a message between frames take a frame or two; a loaded machine may take longer. */
const POLL = { timeout: 10_000 };

/** The CV frame of the /cv page open in `page`, once its CV is drawn. */
async function cvFrame(page: Page): Promise<Frame> {
  await page.frameLocator(FRAME).locator('main.cv table').waitFor();
  const frame = await (await page.$(FRAME))?.contentFrame();
  if (!frame) throw new Error('the CV frame has no document');
  return frame;
}

/** Opens /cv (the CV's own print stubbed out) and hands back its frame. */
async function openCvFrame(page: Page): Promise<Frame> {
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await openRoute(page, browser.baseUrl, '/cv');
  return cvFrame(page);
}

/** The frame's size as the page lays it out, and its document's, seen from inside. */
async function frameFit(page: Page, frame: Frame) {
  const frameHeight = await page.locator(FRAME).evaluate((el) => el.clientHeight);
  const inside = await frame.evaluate(() => {
    const root = document.documentElement;
    const sheet = document.querySelector('main.cv') as HTMLElement;
    return {
      viewport: root.clientHeight,
      scrollHeight: root.scrollHeight,
      sheetBottom: sheet.getBoundingClientRect().bottom + window.scrollY,
      lastLineBottom: (document.querySelector('#cv-personal + p') as HTMLElement).getBoundingClientRect().bottom,
      sideways: root.scrollWidth - root.clientWidth,
    };
  });
  return { frameHeight, ...inside };
}

/** The frame shows its whole CV and cannot scroll: its height is the CV's, to the pixel. */
async function expectFits(page: Page, frame: Frame) {
  // The frame takes the height the CV reports once the CV has laid itself out: wait for that.
  await expect
    .poll(async () => {
      const fit = await frameFit(page, frame);
      return fit.scrollHeight === fit.viewport && Math.abs(fit.viewport - fit.sheetBottom) < 1;
    }, POLL)
    .toBe(true);
  const fit = await frameFit(page, frame);
  expect(fit.viewport).toBe(fit.frameHeight);
  expect(fit.scrollHeight).toBe(fit.frameHeight);
  expect(fit.sideways).toBeLessThanOrEqual(0);
  // The CV's last line (the Personal section) is inside the frame, not below its edge.
  expect(fit.lastLineBottom).toBeLessThanOrEqual(fit.viewport);
  return fit;
}

describe('the CV frame fits its CV', () => {
  for (const [name, init] of [
    ['360 px phone', phone],
    ['1280 px desktop', desktop],
  ] as const) {
    it(`at ${name}: no scroll of its own, also after the language filter changes the CV's height`, async () => {
      const page = await browser.newPage(init);
      const frame = await openCvFrame(page);
      const whole = await expectFits(page, frame);
      // Taller than the fixed frame it replaces (70-80 % of the window), which cut the CV off.
      expect(whole.frameHeight).toBeGreaterThan(init.viewport.height);

      const python = page.frameLocator(FRAME).getByLabel('Python');
      await python.uncheck();
      await expect.poll(async () => (await frameFit(page, frame)).frameHeight, POLL).toBeLessThan(whole.frameHeight);
      await expectFits(page, frame);

      await python.check();
      await expect.poll(async () => (await frameFit(page, frame)).frameHeight, POLL).toBe(whole.frameHeight);
      await expectFits(page, frame);
      await page.context().close();
    });
  }

  it('follows the window: made narrower, the CV wraps taller and the frame with it', async () => {
    const page = await browser.newPage(desktop);
    const frame = await openCvFrame(page);
    const wide = await expectFits(page, frame);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(async () => (await frameFit(page, frame)).frameHeight, POLL).toBeGreaterThan(wide.frameHeight);
    await expectFits(page, frame);
    await page.context().close();
  });

  it('ignores height messages from anyone but its own CV', async () => {
    const page = await browser.newPage(desktop);
    const frame = await openCvFrame(page);
    const { frameHeight } = await expectFits(page, frame);
    // The page posting to itself: the right shape, the wrong sender.
    await page.evaluate(() => window.postMessage({ type: 'cv-sheet-height', height: 40 }, window.location.origin));
    await page.waitForTimeout(300);
    expect((await frameFit(page, frame)).frameHeight).toBe(frameHeight);
    await page.context().close();
  });
});

describe('the printable CV reads as a CV', () => {
  it('says nothing to developers on /cv/1', async () => {
    const page = await browser.newPage(desktop);
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await openRoute(page, browser.baseUrl, '/cv/1');
    await page.waitForSelector('main.cv table');
    const text = (await page.locator('main.cv').textContent()) ?? '';
    expect(text).toContain('Professional summary');
    expect(text).not.toMatch(/replace this|src\/|owner\.ts|\(placeholder/i);
    await page.context().close();
  });
});

/** The home page's sections after the intro: each one's box and id. */
const homeSections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main section[id]')].map((section) => {
      const box = section.getBoundingClientRect();
      return { id: section.id, left: Math.round(box.left), right: Math.round(box.right), top: Math.round(box.top), bottom: Math.round(box.bottom) };
    }),
  );
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the home page uses a wide screen', () => {
  for (const width of [1280, 1920]) {
    it(`at ${width} px lays its sections out in two columns, row by row in reading order`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await openRoute(page, browser.baseUrl, '/');
      await page.waitForSelector('section#motivation');
      const sections = await homeSections(page);
      expect(sections.map((s) => s.id)).toEqual(['about', 'skills', 'academics', 'hobbies', 'beliefs', 'motivation']);
      const lefts = [...new Set(sections.map((s) => s.left))];
      expect(lefts).toHaveLength(2);
      for (let i = 0; i < sections.length; i += 2) {
        const [first, second] = [sections[i]!, sections[i + 1]!];
        // Side by side on one row: the second starts where the first ends, at the same height.
        expect(second.top).toBe(first.top);
        expect(second.left).toBeGreaterThanOrEqual(first.right);
      }
      // The right column reaches the window's right side: no empty half.
      expect(Math.max(...sections.map((s) => s.right))).toBeGreaterThan(width * 0.95);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  for (const [width, init] of [
    [360, phone],
    [1024, { viewport: { width: 1024, height: 800 } }],
  ] as const) {
    it(`at ${width} px keeps one column, in the same order, with no sideways scroll`, async () => {
      const page = await browser.newPage(init);
      await openRoute(page, browser.baseUrl, '/');
      await page.waitForSelector('section#motivation');
      const sections = await homeSections(page);
      expect(sections.map((s) => s.id)).toEqual(['about', 'skills', 'academics', 'hobbies', 'beliefs', 'motivation']);
      expect(new Set(sections.map((s) => s.left)).size).toBe(1);
      for (let i = 1; i < sections.length; i++) expect(sections[i]!.top).toBeGreaterThanOrEqual(sections[i - 1]!.bottom);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});

/** Whether a slider's two arrows are shown, and whether its row of cards can scroll at all. */
async function slider(page: Page, label: string) {
  const arrows = [page.getByRole('button', { name: `Scroll ${label} left` }), page.getByRole('button', { name: `Scroll ${label} right` })];
  const shown = await Promise.all(arrows.map((arrow) => arrow.isVisible()));
  const scrolls = await page.getByRole('list', { name: label, exact: true }).evaluate((track) => track.scrollWidth > track.clientWidth);
  return { arrows: shown, scrolls };
}

describe('carousel arrows show only when there is something to scroll to', () => {
  it('on /projects: none where every card fits, both where cards overflow, and back when the window narrows', async () => {
    const page = await browser.newPage(desktop);
    await openRoute(page, browser.baseUrl, '/projects');
    await page.getByRole('list', { name: 'Real Time Apps', exact: true }).waitFor();
    // Three realtime cards fit 1280 px; the sort family's dozen do not.
    expect(await slider(page, 'Real Time Apps')).toEqual({ arrows: [false, false], scrolls: false });
    expect(await slider(page, 'Sort Visualizers')).toEqual({ arrows: [true, true], scrolls: true });

    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(async () => (await slider(page, 'Real Time Apps')).arrows, POLL).toEqual([true, true]);
    expect((await slider(page, 'Real Time Apps')).scrolls).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await slider(page, 'Real Time Apps')).arrows, POLL).toEqual([false, false]);
    expect((await slider(page, 'Real Time Apps')).scrolls).toBe(false);
    await page.context().close();
  });

  it("under a visualizer: a game's three siblings fit and have no arrows, a sort's siblings overflow and have them", async () => {
    const page = await browser.newPage(desktop);
    await openRoute(page, browser.baseUrl, '/games/tictactoe');
    await page.getByRole('list', { name: 'More Games', exact: true }).waitFor();
    expect(await slider(page, 'More Games')).toEqual({ arrows: [false, false], scrolls: false });
    await openRoute(page, browser.baseUrl, '/sortvisualizer/bubblesort');
    await page.getByRole('list', { name: 'More Sort Visualizers', exact: true }).waitFor();
    expect(await slider(page, 'More Sort Visualizers')).toEqual({ arrows: [true, true], scrolls: true });
    await page.context().close();
  });
});

describe('accessibility at 360 px after the changes', () => {
  for (const route of ['/', '/projects', '/cv']) {
    it(`${route} has no serious axe violations and no sideways scroll`, async () => {
      const page = await browser.newPage(phone);
      await page.addInitScript(() => {
        window.print = () => {};
      });
      await openRoute(page, browser.baseUrl, route);
      await page.waitForSelector('h1');
      // /cv as a visitor sees it once the frame has taken its CV's height.
      if (route === '/cv') await expectFits(page, await cvFrame(page));
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});

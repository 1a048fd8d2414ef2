import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import type { ChunkInfo } from './support/chunkReport';

/**
 * The boot shell (src/app/shell/): the route's chrome painted by the small entry script before
 * the app's JavaScript runs (issue 14, first paint), then replaced by the app's own chrome in
 * one commit. These tests hold the app's chunk back, look at the shell alone, then let the app
 * load and compare.
 */
const browser = useBrowser();

/** The app's chunk (src/app/start.tsx), which the boot imports once the shell is on screen. */
function appChunk(): string {
  const chunks: ChunkInfo[] = JSON.parse(readFileSync(inject('chunkReportPath'), 'utf8'));
  const app = chunks.find((c) => c.facadeModuleId?.endsWith('src/app/start.tsx'));
  if (!app) throw new Error('build has no chunk for src/app/start.tsx');
  return app.fileName;
}

/** Requests for the app's chunk wait until `release` is called (or fail, with `fail: true`). */
async function holdApp(context: BrowserContext, { fail = false } = {}): Promise<() => void> {
  const file = `/${appChunk()}`;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(
    (url) => url.pathname === file,
    async (route) => {
      if (fail) return route.abort('connectionrefused');
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Counted in the page at every frame from the start: how many main navigations and title bars
 * are on screen, so a frame with the chrome doubled (or missing) cannot slip between two checks.
 * Also every layout shift of the chrome, but for the navigation's highlight, which glides to the
 * selected link by design (spec §2).
 */
const recordFrames = `
  window.__chromeCounts = [];
  const count = () => {
    window.__chromeCounts.push(document.querySelectorAll('nav[aria-label="Main"], header:has(> a[aria-label="Back"])').length);
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  window.__shiftedChrome = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      for (const source of entry.sources ?? [])
        if (source.node && source.node.nodeType === 1 && source.node.closest('header, nav') && !source.node.matches('[data-testid="nav-highlight"]'))
          window.__shiftedChrome.push(source.node.outerHTML.slice(0, 80));
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function openHeld(route: string, viewport = { width: 1280, height: 800 }, options: { fail?: boolean } = {}) {
  const context = await browser.newContext({ viewport });
  const release = await holdApp(context, options);
  await context.addInitScript({ content: recordFrames });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(`${browser.baseUrl}/#${route}`);
  return { context, page, release, errors };
}

interface Part {
  text: string;
  current: string | null;
  box: number[];
}

/** Text, selection and box of each element `selector` matches inside `scope`. */
function parts(page: Page, scope: string, selector: string): Promise<Part[]> {
  return page.evaluate(
    ({ scope, selector }) =>
      [...document.querySelectorAll(`${scope} ${selector}`)].map((el) => {
        const r = el.getBoundingClientRect();
        return {
          text: (el.textContent ?? '').trim(),
          current: el.getAttribute('aria-current'),
          box: [r.x, r.y, r.width, r.height].map((v) => Math.round(v)),
        };
      }),
    { scope, selector },
  );
}

/**
 * The site chrome's visible parts: top header (its box: the account slot in it stays empty in
 * the shell until the app knows who is signed in), its name link, both navigations' links.
 */
async function siteChrome(page: Page, scope: string) {
  const header = await parts(page, scope, 'header');
  const colour = await page.evaluate((scope) => {
    const header = document.querySelector(`${scope} header`);
    return header && [getComputedStyle(header).backgroundColor, getComputedStyle(header).backgroundImage];
  }, scope);
  return {
    header: header[0]?.box,
    colour,
    name: await parts(page, scope, 'header a[href="#/"]:not(nav a)'),
    main: await parts(page, scope, 'nav[aria-label="Main"] a'),
    side: await parts(page, scope, 'nav[aria-label="Side"] a'),
  };
}

/** Counted once the frame is on screen; a browser's first page can take a second or two more for that (its GPU process starting). */
const firstContentfulPaint = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);

async function expectCleanHandover(page: Page, errors: Error[]) {
  expect(errors).toEqual([]);
  const counts: number[] = await page.evaluate(() => (window as unknown as { __chromeCounts: number[] }).__chromeCounts);
  const fromShell = counts.slice(counts.findIndex((n) => n > 0));
  // One header in every frame from the shell's first on: never two, never none.
  expect(fromShell.length).toBeGreaterThan(0);
  expect(fromShell.filter((n) => n !== 1)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __shiftedChrome: string[] }).__shiftedChrome)).toEqual([]);
  expect(await page.locator('#boot-shell').count()).toBe(0);
}

describe('the boot shell', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`paints the site chrome before the app runs, then the app's takes its place unmoved (${viewport.width} px)`, async () => {
      const { context, page, release, errors } = await openHeld('/', viewport);
      await page.waitForSelector('#boot-shell nav[aria-label="Main"]');
      await expect.poll(() => firstContentfulPaint(page), { timeout: 10_000 }).toBe(1);
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
      await expect(page.locator('#boot-shell [role="status"]').innerText()).resolves.toBe('Loading…');
      expect(await seriousViolations(page)).toEqual([]);
      const shell = await siteChrome(page, '#boot-shell');

      release();
      await page.waitForSelector('#root h1:has-text("Alex Placeholder")');
      const app = await siteChrome(page, '#root');
      expect(shell).toEqual(app);
      expect(app.main.map((l) => [l.text, l.current])).toEqual([
        ['Home', 'page'],
        ['Projects', null],
        ['CV/Resume', null],
      ]);
      // The name and the side navigator are there from md (900 px) up, in the shell as in the app.
      if (viewport.width >= 900) expect([app.name[0]!.text, app.side.length, app.name[0]!.box[2]! > 0]).toEqual(['Alex Placeholder', 3, true]);
      else expect([...app.name, ...app.side].every((part) => part.box[2] === 0)).toBe(true);
      await expectCleanHandover(page, errors);
      await context.close();
    });
  }

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    it(`paints a visualizer’s title bar with its back arrow and title, then the page’s own bar takes its place unmoved (${viewport.width} px)`, async () => {
      const { context, page, release, errors } = await openHeld('/sortvisualizer/quicksort(pivotlast)', viewport);
      const back = page.locator('#boot-shell header a[aria-label="Back"]');
      await back.waitFor();
      await expect.poll(() => firstContentfulPaint(page), { timeout: 10_000 }).toBe(1);
      expect(await back.getAttribute('href')).toBe('#/projects#sortvisualizer');
      expect(await seriousViolations(page)).toEqual([]);
      const shellBar = await parts(page, '#boot-shell', 'header');
      const shellBack = await parts(page, '#boot-shell', 'header a[aria-label="Back"]');
      const shellTitle = await parts(page, '#boot-shell', 'header h1');
      expect(shellTitle.map((title) => title.text)).toEqual(['Quick Sort (Pivot Last)']);

      release();
      await page.waitForSelector('#root h1:has-text("Quick Sort (Pivot Last)")');
      expect(await parts(page, '#root', 'header:has(> a[aria-label="Back"])')).toEqual(shellBar);
      expect(await parts(page, '#root', 'header a[aria-label="Back"]')).toEqual(shellBack);
      // Same words in the same box: the title does not move, wrap or change size when the app takes over.
      expect(await parts(page, '#root', 'header h1')).toEqual(shellTitle);
      await expectCleanHandover(page, errors);
      await context.close();
    });
  }

  it('follows a link clicked before the app has loaded', async () => {
    const { context, page, release, errors } = await openHeld('/');
    await page.click('#boot-shell nav[aria-label="Main"] >> text=Projects');
    await expect.poll(() => page.locator('#boot-shell nav[aria-label="Main"] [aria-current="page"]').innerText()).toBe('Projects');
    release();
    await page.waitForSelector('#root h1:has-text("Projects")');
    expect(await page.locator('nav[aria-label="Main"] [aria-current="page"]').innerText()).toBe('Projects');
    await expectCleanHandover(page, errors);
    await context.close();
  });

  it('asks for the app’s JavaScript only once the shell is on the page, so nothing competes with its first paint', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('boot-shell')) return;
        (window as unknown as { __shellAt: number }).__shellAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${browser.baseUrl}/#/`);
    await page.waitForSelector('nav[aria-label="Main"]:not(#boot-shell nav)');
    const timing = await page.evaluate(
      (file) => ({
        shellAt: (window as unknown as { __shellAt?: number }).__shellAt ?? Number.NaN,
        appFetchedAt: performance.getEntriesByType('resource').find((r) => r.name.endsWith(file))?.startTime ?? Number.NaN,
      }),
      `/${appChunk()}`,
    );
    expect(timing.shellAt).toBeGreaterThan(0);
    expect(timing.appFetchedAt).toBeGreaterThan(timing.shellAt);
    await context.close();
  });

  it('says so, instead of loading for ever, when the app cannot be loaded', async () => {
    const { context, page } = await openHeld('/', undefined, { fail: true });
    await expect
      .poll(() => page.locator('#boot-shell [role="alert"]').textContent())
      .toBe('The site could not be loaded. Check the connection and reload the page.');
    // The header is still the site's, and still works as links.
    expect(await page.locator('#boot-shell nav[aria-label="Main"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '#/',
      '#/projects',
      '#/cv',
    ]);
    await context.close();
  });

  it('goes away for a route that shows nothing, and is never drawn for the printable CV', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      window.print = () => {};
      new MutationObserver(() => {
        if (document.getElementById('boot-shell')) document.documentElement.dataset.shellSeen = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${browser.baseUrl}/#/sortvisualizer/sleepsort`);
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    await expect.poll(() => page.locator('#boot-shell').count()).toBe(0);
    expect(await page.locator('header, main, h1').count()).toBe(0);

    const cv = await context.newPage();
    await cv.goto(`${browser.baseUrl}/#/cv/1`);
    await cv.waitForSelector('button:has-text("Print")');
    expect(await cv.evaluate(() => document.documentElement.dataset.shellSeen)).toBeUndefined();
    await context.close();
  });
});

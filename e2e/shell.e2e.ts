import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { families } from '../src/app/catalogue/catalogue';
import { SITE_NAME } from '../src/app/documentTitle';
import { owner } from '../src/content/owner';
import { seriousViolations } from './support/axe';
import { openRoute, useBrowser } from './support/browser';

const browser = useBrowser();

/** Sums the page's layout shifts (CLS's parts) from the first paint on; `shiftsSince` reads them. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; at: number }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts.push({ value: entry.value, at: w.shifts.length });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The total of the shifts recorded after the first `from` of them. */
const shiftsSince = (page: Page, from: number) =>
  page.evaluate((skip) => (window as unknown as { shifts: { value: number }[] }).shifts.slice(skip).reduce((sum, s) => sum + s.value, 0), from);
const shiftCount = (page: Page) => page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts.length);

/**
 * Samples, before every frame is painted, the page's background (the body's, which paints the
 * whole window) until the printable CV is drawn and a few frames after.
 */
async function recordPageColours(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { pageColours: string[] };
    w.pageColours = [];
    let framesAfterSheet = 10;
    const sample = () => {
      if (document.body) w.pageColours.push(getComputedStyle(document.body).backgroundColor);
      if (document.querySelector('main.cv')) framesAfterSheet -= 1;
      if (framesAfterSheet > 0) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}
const WHITE = 'rgb(255, 255, 255)';

// The printable CV is named after its owner: a saved PDF takes the title as its file name.
const screens: [string, string, string][] = [
  ['/', 'h1:has-text("Alex Placeholder")', SITE_NAME],
  ['/projects', 'h1:has-text("Projects")', `Projects — ${SITE_NAME}`],
  ['/cv', 'iframe[title="CV document"]', `CV/Resume — ${SITE_NAME}`],
  ['/cv/1', 'button:has-text("Print")', 'Alex Placeholder — CV'],
  ['/realtimeapps', '[data-testid="realtime-page"]', `Realtime Apps — ${SITE_NAME}`],
  ['/realtimeapps/room42', '[data-testid="realtime-page"]', `Realtime Apps — ${SITE_NAME}`],
  ['/realtimeapps/room42/secret', '[data-testid="realtime-page"]', `Realtime Apps — ${SITE_NAME}`],
  ['/no/such/page', '[data-testid="not-found"]', `Page not found — ${SITE_NAME}`],
  ...families.flatMap((f) => f.items.map((i): [string, string, string] => [i.link, `h1:has-text("${i.type}")`, `${i.type} — ${SITE_NAME}`])),
];

describe('every route of the spec', () => {
  // One page for all of them, as a visitor clicking through; one test per route, so each route
  // has its own time budget (the 43 in one test outgrew 60 s on a loaded CI machine) and a
  // failure names its route.
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await page.addInitScript(() => {
      window.print = () => {};
    });
  });
  afterAll(async () => {
    await page.context().close();
  });
  it.each(screens)('renders %s under a title of its own', async (route, selector, title) => {
    await openRoute(page, browser.baseUrl, route);
    await page.waitForSelector(selector);
    await page.waitForFunction((expected) => document.title === expected, title, { timeout: 5000 });
  });
});

describe('routes', () => {
  it('shows a not-found page with a link home for an unknown route, and marks no navigation entry current', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/no/such/page');
    await page.waitForSelector('[data-testid="not-found"]');
    expect(await page.locator('nav [aria-current="page"]').count()).toBe(0);
    await page.click('text=Go to the home page');
    await page.waitForSelector('h1:has-text("Alex Placeholder")');
    await page.context().close();
  });

  it('shows nothing for an unknown visualizer value, and offers no skip link to a page without content', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/#/sortvisualizer/sleepsort`);
    await page.waitForTimeout(500);
    expect(await page.locator('#root main, #root h1').count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe('Skip to content');
    await page.context().close();
  });

  it("moves the focus to the page's content with 'Skip to content' on every kind of page", async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      window.print = () => {};
    });
    for (const route of ['/projects', '/cv/1', '/sortvisualizer/bubblesort', '/games/tictactoe']) {
      await openRoute(page, browser.baseUrl, route);
      await page.reload(); // as opened afresh: a hash change alone would keep the last route's focus
      await page.waitForSelector('main#main');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    }
    await page.context().close();
  });
});

describe('focus after navigation', () => {
  it("moves focus to the new page's content when the followed link went with the old page, and nowhere on a first load", async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/projects');
    await page.reload();
    await page.waitForSelector('main#main');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const card = page.locator('a[href="#/sortvisualizer/bubblesort"]').first();
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="visualizer-stage"]');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab goes on into the page's content (its first control), not from the top of the document.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.getElementById('main')?.contains(document.activeElement) && document.activeElement?.getAttribute('aria-label'),
      ),
    ).toBe('Play');
    await page.context().close();
  });
});

describe('routes that cannot be shown', () => {
  it('takes a stray % in a route as text: the app stays up and each page shows what it would for an unknown value', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${browser.baseUrl}/#/sortvisualizer/50%25`);
    await page.waitForTimeout(500);
    expect(await page.locator('#root main, #root h1').count()).toBe(0);
    for (const [route, selector] of [
      ['/games/100%', '#root > *'],
      ['/realtimeapps/ab%25', '[data-testid="realtime-page"]'],
      ['/projects#100%', 'h1:has-text("Projects")'],
    ] as const) {
      await page.evaluate((hash) => {
        location.hash = hash;
      }, route);
      await page.waitForSelector(selector, { state: 'attached' });
      await page.waitForTimeout(300);
    }
    // The app still routes: the home page comes up.
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.waitForSelector('h1:has-text("Alex Placeholder")');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so in words when a page’s code cannot be fetched, and the next route works', async () => {
    const page = await browser.newPage();
    await page.route(/CvDisplayPage-[^/]*\.js$/, (route) => route.abort());
    await openRoute(page, browser.baseUrl, '/cv');
    const notice = page.getByTestId('route-error');
    await notice.waitFor();
    expect(await notice.getByRole('heading').textContent()).toBe('This page could not be shown');
    expect(await notice.textContent()).toContain('Part of the site could not be loaded. Check your connection, then reload the page.');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForSelector('h1:has-text("Alex Placeholder")');
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await page.context().close();
  });
});

describe('navigation', () => {
  it('selects exactly one entry in each navigator, following the route', async () => {
    const page = await browser.newPage();
    for (const [route, label] of [
      ['/', 'Home'],
      ['/projects', 'Projects'],
      ['/cv', 'CV/Resume'],
    ] as const) {
      await openRoute(page, browser.baseUrl, route);
      await page.waitForSelector('nav[aria-label="Main"] [aria-current="page"]');
      for (const nav of ['Main', 'Side']) {
        const selected = page.locator(`nav[aria-label="${nav}"] [aria-current="page"]`);
        expect(await selected.count()).toBe(1);
        expect((await selected.innerText()).trim()).toBe(label);
      }
    }
    await page.context().close();
  });

  it('scrolls smoothly to the fragment element, and to the top on plain navigation', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/projects#games');
    await page.waitForFunction(() => {
      const top = document.getElementById('games')?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top) < 100 && window.scrollY > 200;
    });
    await page.click('nav[aria-label="Main"] >> text=Home');
    await page.waitForSelector('h1:has-text("Alex Placeholder")');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it('still scrolls to a fragment after the current page link has dropped one', async () => {
    const page = await browser.newPage();
    const atGames = () =>
      page.waitForFunction(() => Math.abs(document.getElementById('games')?.getBoundingClientRect().top ?? 999) < 100 && window.scrollY > 200);
    await openRoute(page, browser.baseUrl, '/projects#games');
    await atGames();
    await page.click('nav[aria-label="Main"] >> text=Projects');
    await page.waitForFunction(() => window.scrollY === 0 && location.hash === '#/projects');
    await page.evaluate(() => {
      location.hash = '#/projects#games';
    });
    await atGames();
    await page.context().close();
  });

  it('scrolls to the top when the current page link is clicked', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/projects');
    await page.waitForSelector('#games');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY > 500);
    await page.click('nav[aria-label="Main"] >> text=Projects');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it('moves the hover highlight under the hovered link over 1000 ms', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/');
    const highlight = page.getByTestId('nav-highlight');
    expect(await highlight.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('1s');
    const cvLink = page.locator('nav[aria-label="Main"] >> text=CV/Resume');
    await cvLink.hover();
    const target = await cvLink.evaluate((el) => (el as HTMLElement).offsetLeft);
    await page.waitForFunction(
      (left) => Math.abs((document.querySelector('[data-testid="nav-highlight"]') as HTMLElement).offsetLeft - left) < 2,
      target,
    );
    await page.context().close();
  });
});

describe('home', () => {
  /**
   * Opens the home page under a paused clock: Playwright's installed clock otherwise runs in real
   * time, and on a loaded machine a word could move on between two reads. The test moves the
   * clock by hand while the page loads (its frames and timers need it), in steps far shorter
   * than a word's 2.5 s, so the first word is still up when the changer appears.
   */
  const openHomeStill = async (page: Page) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto(`${browser.baseUrl}/#/`);
    const changer = page.getByTestId('text-changer');
    for (const start = Date.now(); (await changer.count()) === 0; ) {
      if (Date.now() - start > 30_000) throw new Error('the home page did not show its changing words within 30 s');
      await page.clock.runFor(20);
    }
  };
  it('rotates the intro words, each with its own article', async () => {
    const page = await browser.newPage();
    await openHomeStill(page);
    const changer = page.getByTestId('text-changer');
    expect(await changer.innerText()).toBe('Programmer');
    const intro = page.locator('p', { has: changer });
    const seen = [await intro.innerText()];
    for (let step = 0; step < 6; step++) {
      await page.clock.runFor(2500);
      // React renders the tick in a task of its own, after runFor returns.
      await expect.poll(() => intro.innerText()).not.toBe(seen[seen.length - 1]);
      seen.push(await intro.innerText());
    }
    expect(seen[1]).toBe('I am a Coder');
    expect(new Set(seen)).toEqual(
      new Set(['I am a Programmer', 'I am a Coder', 'I am a Backend Designer', 'I am a Tech Enthusiast', 'I am an Explorer', 'I am a Learner']),
    );
    await page.context().close();
  });

  it('holds the changing words while paused, and goes on from the same word when played again', async () => {
    const page = await browser.newPage();
    await openHomeStill(page);
    const changer = page.getByTestId('text-changer');
    const pause = page.getByRole('button', { name: 'Pause the changing words' });
    expect(await changer.innerText()).toBe('Programmer');
    await page.clock.runFor(2500);
    await expect.poll(() => changer.innerText()).toBe('Coder');
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    await page.clock.runFor(10_000);
    expect(await changer.innerText()).toBe('Coder');
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('false');
    await page.clock.runFor(2500);
    await expect.poll(() => changer.innerText()).toBe('Backend Designer');
    await page.context().close();
  });

  it('keeps the intro block one size on a 360 px phone through every word: nothing below moves, nor the pause button', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await recordLayoutShifts(page);
    await openHomeStill(page);
    const changer = page.getByTestId('text-changer');
    const pause = page.getByRole('button', { name: 'Pause the changing words' });
    const headline = page.getByText(owner.profile.headline);
    await changer.waitFor();
    await page.waitForTimeout(500);
    const before = await shiftCount(page);
    const seen: string[] = [];
    const places = new Set<string>();
    for (let step = 0; step < 7; step++) {
      seen.push(await changer.innerText());
      const button = await pause.boundingBox();
      const below = await headline.boundingBox();
      places.add(JSON.stringify([button?.x, button?.y, below?.y]));
      await page.clock.runFor(2500);
      // React renders the tick in a task of its own, after runFor returns.
      await expect.poll(() => changer.innerText()).not.toBe(seen[seen.length - 1]);
      await page.waitForTimeout(150); // real time: frames painted, shifts reported
    }
    // 'Backend Designer' is the one that wraps onto a second line at this width.
    expect(seen).toContain('Backend Designer');
    expect(await shiftsSince(page, before)).toBeLessThan(0.02);
    expect([...places]).toHaveLength(1);
    await page.context().close();
  });

  it('shows each new word at full strength at once to a visitor who asks for reduced motion', async () => {
    // The accessibility checks read the page this way too (support/axe.ts): the word's colours at rest.
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await openRoute(page, browser.baseUrl, '/');
    // 'Coder' shows from 2.5 to 5 s after the page mounts; on a loaded machine the route can
    // take longer than that to open, so the wait covers the next time round: six words, 15 s.
    const opacity = await page.waitForFunction(
      () => {
        const word = document.querySelector('[data-testid="text-changer"]');
        return word?.textContent === 'Coder' && getComputedStyle(word).opacity;
      },
      undefined,
      { timeout: 20_000, polling: 'raf' },
    );
    expect(await opacity.jsonValue()).toBe('1');
    await page.context().close();
  });
});

describe('projects: Real Time Apps status', () => {
  it('turns Ready when the health check answers 200', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/projects');
    await page.waitForSelector('[data-testid="realtime-status"]:has-text("Status: Ready")');
    const links = await page.locator('ul[aria-label="Real Time Apps"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['#/realtimeapps#chat', '#/realtimeapps#notepad', '#/realtimeapps#drawingboard']);
    await page.context().close();
  });

  it('stays Inactive with links back to its section when the health URL is down', async () => {
    const context = await browser.newContext();
    let asked = 0;
    await context.route('**/nonsenseActive', (route) => {
      asked += 1;
      return route.abort('connectionrefused');
    });
    const page = await context.newPage();
    await openRoute(page, browser.baseUrl, '/projects');
    await page.waitForSelector('[data-testid="realtime-status"]');
    await page.waitForTimeout(800);
    expect(asked).toBe(1);
    expect(await page.getByTestId('realtime-status').innerText()).toBe('Status: Inactive');
    const links = await page.locator('ul[aria-label="Real Time Apps"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(links)).toEqual(new Set(['#/projects#realtimeapps']));
    await context.close();
  });
});

describe('CV', () => {
  it('rings a slider card that has keyboard focus, whatever its hover animation', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/sortvisualizer/bubblesort');
    const cards = page.locator('a[data-animation]');
    await cards.first().waitFor();
    // The row picks two of the four animations at random: focus each card in turn.
    const seen = new Set<string>();
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      await card.focus();
      const look = await card.evaluate((a) => {
        const style = getComputedStyle(a);
        return {
          focusVisible: a.matches(':focus-visible'),
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
          animation: a.dataset.animation ?? '',
        };
      });
      expect(look.focusVisible).toBe(true);
      expect(look.outline).toBe('solid 3px');
      seen.add(look.animation);
    }
    expect(seen.size).toBeGreaterThan(0);
    await page.context().close();
  });

  it('filters projects by language', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await openRoute(page, browser.baseUrl, '/cv/1');
    await page.waitForSelector('[data-testid="cv-projects"] li');
    const languages = () =>
      page.locator('[data-testid="cv-projects"] li').evaluateAll((lis) => [...new Set(lis.map((li) => li.getAttribute('data-language')))]);
    expect(await languages()).toContain('Python');
    await page.getByLabel('Python').uncheck();
    expect(await languages()).not.toContain('Python');
    expect(await languages()).toContain('TypeScript');
    await page.getByLabel('Python').check();
    expect(await languages()).toContain('Python');
    await page.context().close();
  });

  it('prints by itself when opened alone, not inside the /cv frame, and hides the footer', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await openRoute(page, browser.baseUrl, '/cv/1');
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    expect(await page.locator('footer').count()).toBe(0);
    // Printed in the light scheme: the dark one painted the sheet's margins black when
    // 'Background graphics' was ticked.
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
    await page.emulateMedia({ media: null });

    await openRoute(page, browser.baseUrl, '/cv');
    const frame = page.frameLocator('iframe[title="CV document"]');
    await frame.locator('button:has-text("Print")').waitFor();
    await page.waitForTimeout(1000);
    const printedInFrame = await page.frames()[1]!.evaluate(() => (window as unknown as { printed: number }).printed);
    expect(printedInFrame).toBe(0);
    const downloads = await page.locator('a[target="_blank"][href="#/cv/1"]').count();
    expect(downloads).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });
});

describe('the printable CV on screen and on paper', () => {
  it('is a white sheet from the first paint to the end, alone and in the /cv frame, with no dark bands beside it', async () => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      const page = await browser.newPage({ viewport });
      await page.addInitScript(() => {
        window.print = () => {};
      });
      await recordPageColours(page);
      await openRoute(page, browser.baseUrl, '/cv/1');
      await page.waitForFunction(() => (window as unknown as { pageColours: string[] }).pageColours.length > 0 && document.querySelector('main.cv'));
      await page.waitForTimeout(300);
      const alone: string[] = await page.evaluate(() => (window as unknown as { pageColours: string[] }).pageColours);
      expect(new Set(alone)).toEqual(new Set([WHITE]));

      await openRoute(page, browser.baseUrl, '/cv');
      const frame = page.frameLocator('iframe[title="CV document"]');
      await frame.locator('main.cv').waitFor();
      await page.waitForTimeout(300);
      const inFrame: string[] = await page.frames()[1]!.evaluate(() => (window as unknown as { pageColours: string[] }).pageColours);
      expect(inFrame.length).toBeGreaterThan(0);
      expect(new Set(inFrame)).toEqual(new Set([WHITE]));
      await page.context().close();
    }
  });

  it('breaks no word in the middle on a 360 px phone, alone or in the /cv frame; an address only after a slash', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.addInitScript(() => {
      window.print = () => {};
    });
    /** The words (and parts of addresses between slashes) of the sheet that are drawn over more than one line. */
    const splitWords = () =>
      page.frames().map((frame) =>
        frame.evaluate(() => {
          const sheet = document.querySelector('main.cv');
          if (!sheet) return [];
          const split: string[] = [];
          const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const word of text.matchAll(/[^\s/-]+/g)) {
              const range = document.createRange();
              range.setStart(node, word.index ?? 0);
              range.setEnd(node, (word.index ?? 0) + word[0].length);
              const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (lines.size > 1) split.push(word[0]);
            }
          }
          return split;
        }),
      );
    await openRoute(page, browser.baseUrl, '/cv/1');
    await page.waitForSelector('main.cv table');
    expect((await Promise.all(splitWords())).flat()).toEqual([]);
    await openRoute(page, browser.baseUrl, '/cv');
    await page.frameLocator('iframe[title="CV document"]').locator('main.cv table').waitFor();
    const found = await Promise.all(splitWords());
    expect(found).toHaveLength(2);
    expect(found.flat()).toEqual([]);
    await page.context().close();
  });

  it('prints the whole CV from /cv, without its buttons, as /cv/1 prints it', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      window.print = () => {};
    });
    const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
    await openRoute(page, browser.baseUrl, '/cv/1');
    await page.waitForSelector('main.cv table');
    const alone = pageCount(await page.pdf());
    await openRoute(page, browser.baseUrl, '/cv');
    await page.frameLocator('iframe[title="CV document"]').locator('main.cv table').waitFor();
    // page.pdf prints as the browser does: beforeprint, the print layout, afterprint.
    expect(pageCount(await page.pdf())).toBe(alone);

    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('link', { name: 'Download PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Open printable CV' }).isVisible()).toBe(false);
    // The last section, down to its last words, is on the printed page.
    expect(await page.getByRole('heading', { name: 'Personal' }).isVisible()).toBe(true);
    expect(await page.getByText(`${owner.hobbies.items.at(-1)}.`, { exact: false }).isVisible()).toBe(true);
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: null });
    expect(await page.getByRole('heading', { name: 'Personal' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Download PDF' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('accessibility and phones', () => {
  for (const route of ['/', '/projects', '/cv', '/cv/1']) {
    it(`${route} has no serious axe violations and fits 360 px`, async () => {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await page.addInitScript(() => {
        window.print = () => {};
      });
      await openRoute(page, browser.baseUrl, route);
      await page.waitForSelector('h1');
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

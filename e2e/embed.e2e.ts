import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoute, useBrowser } from './support/browser';
import { waitForServiceWorkerControl } from './support/serviceWorker';
import { routeWithState, STAGE } from './support/visualizer';

/**
 * The embed player (issue 49) as another site frames it: a page on a second origin (the same
 * loopback host on another port, a tiny server of this file) with the embed's iframe code, and
 * the site's own page beside it, which must be refused.
 */
const browser = useBrowser();

/** Pages on another origin: each test puts the HTML it needs at a path of its own. */
let framer: { origin: string; close(): void; pages: Map<string, string> };

beforeAll(async () => {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    if (html === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  framer = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close(), pages };
});
afterAll(() => framer.close());

/** A page of the other origin with `body` in it; its address. */
function hostPage(path: string, body: string): string {
  framer.pages.set(path, `<!doctype html><html lang="en"><head><title>A course page</title></head><body style="margin:0">${body}</body></html>`);
  return `${framer.origin}${path}`;
}

const embedSrc = (route: string, state: Record<string, string | number> = {}) => `${browser.baseUrl}/embed/#${routeWithState(route, state)}`;
const iframe = (id: string, src: string, width = 720, height = 480) =>
  `<iframe id="${id}" title="${id}" src="${src}" width="${width}" height="${height}" style="border:0;display:block"></iframe>`;

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.waitForSelector(selector)).contentFrame();
  if (!frame) throw new Error(`${selector} has no frame`);
  return frame;
}

const statusOf = (frame: Frame) => frame.evaluate((s) => document.querySelector(s)?.getAttribute('data-status') ?? '', STAGE);
const waitForStatus = (frame: Frame, status: string, timeout = 30_000) =>
  frame.waitForFunction(([s, v]) => document.querySelector(s)?.getAttribute('data-status') === v, [STAGE, status] as const, { timeout });
const outcomeOf = async (frame: Frame) => ((await frame.getByTestId('outcome').textContent()) ?? '').trim();

/** The site's page for an embed's hash: the same route and state, without autoplay, loop and controls. */
function siteLinkFor(hash: string): string {
  const at = hash.indexOf('?');
  const path = at < 0 ? hash : hash.slice(0, at);
  const kept =
    at < 0
      ? []
      : hash
          .slice(at + 1)
          .split('&')
          .filter((part) => !/^(autoplay|loop|controls)=/.test(part));
  return `${browser.baseUrl}/${path}${kept.length ? `?${kept.join('&')}` : ''}`;
}

const sorted = { route: '/sortvisualizer/bubblesort', state: { values: '5,1,4,2,3', fastest: 1 } };

describe('the embed player on another origin', () => {
  it('loads and plays there, while the site’s own page is refused in a frame beside it', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || req.url().includes('auth-config')) scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(
      hostPage(
        '/both',
        iframe('embed', embedSrc(sorted.route, sorted.state)) + iframe('site', `${browser.baseUrl}/#${routeWithState(sorted.route, sorted.state)}`),
      ),
    );
    const embed = await frameOf(page, '#embed');
    await embed.waitForSelector(`${STAGE} [data-ready]`);
    // The player's page: its stage and transport, none of the site's chrome.
    expect(await embed.locator('header, nav').count()).toBe(0);
    expect(await embed.getByRole('button', { name: 'Share' }).count()).toBe(0);
    await embed.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(embed, 'finished');
    expect(await outcomeOf(embed)).toBe('Sorted');
    expect(await embed.evaluate(() => document.querySelector('[data-testid="visualizer-stage"]')?.getAttribute('data-values'))).toBe('1,2,3,4,5');
    // The embed never asks who is signed in.
    expect(scripts.filter((path) => path.includes('auth-config'))).toEqual([]);

    // The site's page: the browser refuses it (frame-ancestors 'self'), and shows its error page instead.
    const site = await frameOf(page, '#site');
    await expect.poll(() => site.url()).toMatch(/^chrome-error:/);
    expect(await site.evaluate(() => document.getElementById('root'))).toBeNull();
    // Any refusal the browser reported is that one, of the site's page; the embed itself saw none.
    const seen = browser.takeCspViolations();
    expect(seen.filter((v) => !/frame-ancestors/.test(v.detail) || v.url.includes('/embed/'))).toEqual([]);
    await page.context().close();
  });

  it('autoplay=1 waits until the reader scrolls the stage into view, then plays, without a sound', async () => {
    const context = await browser.newContext();
    // Sound remembered on in this browser, and every AudioContext counted: the embed must make none.
    await context.addInitScript(() => {
      if (!location.pathname.startsWith('/embed/')) return;
      localStorage.setItem('visualizer:sound', JSON.stringify({ on: true, volume: 1 }));
      const counted = window as unknown as { audioContexts: number; AudioContext: typeof AudioContext };
      counted.audioContexts = 0;
      const Original = window.AudioContext;
      counted.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          counted.audioContexts++;
        }
      };
    });
    const page = await context.newPage();
    const below = `<p style="height:1600px">The lesson, then the player below.</p>${iframe('embed', embedSrc(sorted.route, { ...sorted.state, autoplay: 1 }))}`;
    await page.goto(hostPage('/autoplay', below));
    const embed = await frameOf(page, '#embed');
    await embed.waitForSelector(STAGE);
    await page.waitForTimeout(2000);
    expect(await statusOf(embed)).toBe('idle');
    expect(await embed.evaluate((s) => document.querySelector(s)?.getAttribute('data-cursor'), STAGE)).toBe('0');

    await page.evaluate(() => document.getElementById('embed')?.scrollIntoView());
    await waitForStatus(embed, 'finished');
    expect(await outcomeOf(embed)).toBe('Sorted');
    // A click in the frame (a gesture, which would start a remembered sound) still makes none.
    await embed.getByTestId('embed-stage').click();
    await page.waitForTimeout(300);
    expect(await embed.evaluate(() => (window as unknown as { audioContexts: number }).audioContexts)).toBe(0);
    await context.close();
  });

  it('loop=1 replays the same input about 2 s after each end, and the address keeps it', async () => {
    const page = await browser.newPage();
    const state = { values: '5,1,4,2,3', speed: -20, autoplay: 1, loop: 1 };
    await page.goto(hostPage('/loop', iframe('embed', embedSrc(sorted.route, state))));
    const embed = await frameOf(page, '#embed');
    await embed.waitForSelector(STAGE);
    // Every status the stage shows, with when.
    await embed.evaluate((s) => {
      const stage = document.querySelector(s) as HTMLElement;
      const seen: [string, number][] = [[stage.dataset.status ?? '', performance.now()]];
      new MutationObserver(() => seen.push([stage.dataset.status ?? '', performance.now()])).observe(stage, {
        attributes: true,
        attributeFilter: ['data-status'],
      });
      (window as unknown as { seen: typeof seen }).seen = seen;
    }, STAGE);
    const seen = () => embed.evaluate(() => (window as unknown as { seen: [string, number][] }).seen);
    // An end seen as it happens (the first entry may be a run that had already ended), then the
    // replay, when the stage first leaves 'finished' (the seek to the start, then Play).
    const pauseAfterAnEnd = async () => {
      const log = await seen();
      const end = log.findIndex(([status], i) => i > 0 && status === 'finished' && log[i - 1]![0] !== 'finished');
      const replay = end < 0 ? -1 : log.findIndex(([status], i) => i > end && status !== 'finished');
      return replay < 0 ? null : { pause: log[replay]![1] - log[end]![1], after: log.slice(replay).map(([status]) => status) };
    };
    await expect.poll(pauseAfterAnEnd, { timeout: 30_000 }).not.toBeNull();
    await expect.poll(async () => (await pauseAfterAnEnd())?.after.includes('finished'), { timeout: 30_000 }).toBe(true);
    const measured = await pauseAfterAnEnd();
    expect(measured?.after).toContain('running');
    // The end is seen when the stage's attribute is written, a frame or more after the pause's
    // timer started: on a busy machine that frame came 125 ms late, so 'about 2 s' from here.
    expect(measured?.pause).toBeGreaterThanOrEqual(1500);
    expect(measured?.pause).toBeLessThan(4000);
    // The same bars again (a Play after the end would have shuffled them), and the same address.
    const hash = await embed.evaluate(() => location.hash);
    expect(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('values')).toBe('5,1,4,2,3');
    expect(hash).toMatch(/[?&]loop=1(&|$)/);
    expect(hash).toMatch(/[?&]autoplay=1(&|$)/);
    await page.context().close();
  });

  it('controls=0 shows the stage and its outcome only', async () => {
    const page = await browser.newPage();
    await page.goto(hostPage('/bare', iframe('embed', embedSrc(sorted.route, { ...sorted.state, autoplay: 1, controls: 0 }))));
    const embed = await frameOf(page, '#embed');
    await waitForStatus(embed, 'finished');
    expect(await outcomeOf(embed)).toBe('Sorted');
    expect(await embed.getByRole('button').count()).toBe(0);
    expect(await embed.getByRole('slider').count()).toBe(0);
    expect(await embed.getByTestId('embed-transport').count()).toBe(0);
    // Its one way out: the site's page with the same state, without the embed's keys.
    expect(await embed.getByTestId('embed-site-link').getAttribute('href')).toBe(siteLinkFor(await embed.evaluate(() => location.hash)));
    expect(await embed.evaluate(() => location.hash)).toMatch(/values=5,1,4,2,3.*&autoplay=1&controls=0$/);
    await page.context().close();
  });

  it('fills a 320×240 frame with the controls folded to Play, step and speed, and unfolds them from 480 px wide', async () => {
    const page = await browser.newPage();
    await page.goto(hostPage('/small', iframe('embed', embedSrc(sorted.route, sorted.state), 320, 240)));
    const embed = await frameOf(page, '#embed');
    await embed.waitForSelector(`${STAGE} [data-ready]`);
    const layout = () =>
      embed.evaluate((s) => {
        const shown = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0;
        const canvas = document.querySelector(`${s} [role="img"]`)?.getBoundingClientRect();
        return {
          fastest: shown(document.querySelector('input[type="checkbox"]')),
          progress: shown(document.querySelector('input[type="range"][aria-label="Progress"]')),
          sideways: document.documentElement.scrollWidth > window.innerWidth,
          canvas: canvas ? { top: canvas.top, height: canvas.height } : null,
        };
      }, STAGE);
    for (const name of ['Play', 'Step back', 'Step forward']) expect(await embed.getByRole('button', { name }).isVisible(), name).toBe(true);
    expect(await embed.getByRole('slider', { name: 'Speed' }).isVisible()).toBe(true);
    const small = await layout();
    expect(small).toMatchObject({ fastest: false, progress: false, sideways: false });
    expect(small.canvas?.height).toBeGreaterThanOrEqual(48);
    expect(small.canvas?.top).toBeLessThan(240 - 48);
    // It plays folded, too.
    await embed.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(embed, 'finished');

    await page.evaluate(() => document.getElementById('embed')?.setAttribute('width', '479'));
    await expect.poll(async () => (await layout()).fastest).toBe(false);
    await page.evaluate(() => {
      document.getElementById('embed')?.setAttribute('width', '480');
      document.getElementById('embed')?.setAttribute('height', '360');
    });
    await expect.poll(async () => (await layout()).fastest).toBe(true);
    expect(await layout()).toMatchObject({ progress: true, sideways: false });
    await page.context().close();
  });

  it('opens every family’s routes and shows its stage', async () => {
    const page = await browser.newPage();
    await page.goto(hostPage('/families', '<div id="slot"></div>'));
    const routes: [string, Record<string, string | number>][] = [
      ['/sortvisualizer/bubblesort', { values: '5,1,4,2,3' }],
      ['/searchvisualizer/binarysearch', { values: '1,3,5,7,9', key: 7 }],
      ['/searchvisualizer/breadthfirstSearch', {}],
      ['/equationevaluationvisualizer/infix', { expr: '[2+3]*4' }],
      ['/processschedulervisualizer/roundrobin', { procs: '0:24,0:3,0:3', q: 4 }],
      ['/games/tictactoe', {}],
      ['/games/soduko', {}],
      ['/games/nqueen', { n: 6 }],
      ['/games/15Puzzle', { tiles: '867254301' }],
    ];
    for (const [route, state] of routes) {
      await page.evaluate(
        (html) => {
          const slot = document.getElementById('slot') as HTMLElement;
          slot.innerHTML = html;
        },
        iframe('embed', embedSrc(route, state)),
      );
      const embed = await frameOf(page, '#embed');
      await embed.waitForSelector(`${STAGE} [data-ready]`, { timeout: 30_000 });
      expect(await embed.locator(STAGE).isVisible(), route).toBe(true);
      expect(await embed.getByTestId('embed-site-link').getAttribute('href'), route).toBe(siteLinkFor(await embed.evaluate(() => location.hash)));
      expect(siteLinkFor(await embed.evaluate(() => location.hash)).startsWith(`${browser.baseUrl}/#${route}`), route).toBe(true);
    }
    await page.context().close();
  });
});

describe("the site's Embed action", () => {
  it('copies the iframe code for what the page shows, and that code plays on another origin', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openRoute(page, browser.baseUrl, routeWithState(sorted.route, { values: '5,1,4,2,3', speed: -200 }));
    await page.waitForSelector(`${STAGE} [data-ready]`);
    await page.getByRole('button', { name: 'Embed' }).click();
    await expect.poll(() => page.getByText('Embed code copied to clipboard').count()).toBe(1);
    const code = await page.evaluate(() => navigator.clipboard.readText());
    // The page's route and state as its address shows them (what Share copies), in the embed player.
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toMatch(/^#\/sortvisualizer\/bubblesort\?.*values=5,1,4,2,3/);
    expect(hash).toContain('speed=-200');
    expect(code).toBe(
      `<iframe src="${browser.baseUrl}/embed/${hash.replaceAll('&', '&amp;')}" width="720" height="480" ` +
        'title="Bubble Sort — Portfolio — Algorithm Visualizers" loading="lazy" allow="autoplay"></iframe>',
    );

    // Pasted into a course page on another origin, with autoplay added as the README says.
    const host = await page.context().newPage();
    await host.goto(hostPage('/pasted', code.replace('speed=-200', 'speed=-1&amp;autoplay=1')));
    const embed = await (await host.waitForSelector('iframe')).contentFrame();
    if (!embed) throw new Error('the pasted code made no frame');
    await waitForStatus(embed, 'finished');
    expect(await outcomeOf(embed)).toBe('Sorted');
    await page.context().close();
  });

  it('says so in words when the code cannot be copied', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/games/tictactoe');
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Embed' }).click();
    await expect.poll(() => page.getByText('Error generating link').count()).toBe(1);
    await page.context().close();
  });
});

describe('the embed player’s own page', () => {
  it('says in words when its address names no visualizer, with the way to the site', async () => {
    const page = await browser.newPage();
    for (const hash of ['#/sortvisualizer/nosuchsort', '#/nowhere', '']) {
      await page.goto(`${browser.baseUrl}/embed/${hash}`);
      await page.waitForSelector('[data-testid="embed-unknown"]');
      expect(await page.getByRole('heading', { name: 'Nothing to show here' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /Open the site/ }).getAttribute('href')).toBe(`${browser.baseUrl}/#/projects`);
    }
    await page.context().close();
  });

  it('keeps the embed keys out of the page: no note calls them a setting the page lacks, and a bad one is named', async () => {
    const page = await browser.newPage();
    await page.goto(embedSrc(sorted.route, { values: '5,1,4,2,3', autoplay: 'yes', controls: 1 }));
    await page.waitForSelector(`${STAGE} [data-ready]`);
    const notes = (await page.getByTestId('state-notes').allTextContents()).join(' ');
    expect(notes).toBe('Ignored autoplay: must be 1 or 0.');
    expect(await statusOf(page.mainFrame())).toBe('idle');
    await page.context().close();
  });

  it('is its own page under the service worker too: a navigation to /embed/ gets the embed, offline', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const site = await context.newPage();
    await openRoute(site, browser.baseUrl, '/');
    await waitForServiceWorkerControl(site);
    await context.setOffline(true);
    const page = await context.newPage();
    const response = await page.goto(embedSrc(sorted.route, sorted.state));
    expect(response?.fromServiceWorker()).toBe(true);
    await page.waitForSelector(`${STAGE} [data-ready]`);
    expect(await page.getByTestId('embed-site-link').isVisible()).toBe(true);
    expect(await page.locator('header, nav').count()).toBe(0);
    await context.close();
  });
});

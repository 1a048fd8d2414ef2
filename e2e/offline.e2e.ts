import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { describe, expect, inject, it } from 'vitest';
import { startAppServer } from '../server/appServer';
import { loadConfig } from '../server/config';
import { mintIdToken } from '../server/testing/authEmulator';
import { FEEDBACKS_OFFLINE, LEAVE_FEEDBACK_OFFLINE } from '../src/app/feedback/messages';
import { OFFLINE } from '../src/app/layout/messages';
import { NEW_VERSION_AVAILABLE, RELOAD } from '../src/app/pwa/messages';
import { REALTIME_NEEDS_CONNECTION } from '../src/realtime/guards/messages';
import { openRoute, useBrowser } from './support/browser';
import { buildSite } from './support/buildSite';
import { baseChromiumArgs, chromiumPath } from './support/chromium';
import { type CspViolation, collectCspViolations, describeViolations } from './support/cspViolations';
import { cachedPaths, registrationState, waitForServiceWorkerControl } from './support/serviceWorker';
import { playFastest, routeWithState, STAGE, waitForOutcome } from './support/visualizer';

/**
 * Installable and offline (issue 51): one visit to / with the network, then every kind of page
 * opened by its shared link with none, each in a new tab, as a visitor on a train would.
 */
const browser = useBrowser();

/** Every file the build wrote, as the site serves it: what the precache must hold. */
function builtFiles(): string[] {
  const root = inject('distDir');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(root).map((file) => `/${path.relative(root, file).split(path.sep).join('/')}`);
}

/** A visitor's first visit to / with the network, in a context whose service workers run; resolves once the worker controls the page. */
async function firstVisit(): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const errors: Error[] = [];
  context.on('weberror', (error) => errors.push(error.error()));
  const page = await context.newPage();
  await openRoute(page, browser.baseUrl, '/');
  await waitForServiceWorkerControl(page);
  return { context, page, errors };
}

/**
 * Opens a route in a new tab of the context: a real navigation, answered by the service worker.
 * Offline, a tab after the first is opened by `opener`, a tab already offline, as a visitor opens
 * a link in a new tab. Chromium 150 (Debian's package on 2026-12-07) told only the first tab the
 * automation opened after the context went offline that it was offline: in later ones
 * `navigator.onLine` stayed true, though their requests failed. A tab a page opens shares that
 * page's renderer, and with it the offline state (the Chromium 156 of earlier runs passed either way).
 */
async function openTab(context: BrowserContext, route: string, opener?: Page): Promise<Page> {
  const page = opener
    ? (
        await Promise.all([
          context.waitForEvent('page'),
          opener.evaluate(() => {
            window.open('', '_blank');
          }),
        ])
      )[0]
    : await context.newPage();
  const response = await page.goto(`${browser.baseUrl}/#${route}`);
  expect(response?.fromServiceWorker(), route).toBe(true);
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  return page;
}

const SIZE = 18;
/** An 18×18 grid with S and E on the top row and a wall between them open at the bottom (as in search.e2e.ts). */
const walledGrid = [...`S${'.'.repeat(16)}E${'.'.repeat(SIZE * SIZE - 18)}`].map((ch, i) => (i % SIZE === 9 && i < 17 * SIZE ? 'B' : ch)).join('');

/** Shared links of a sort, a grid search, the equation, the scheduler and two games, each with the outcome its run ends on. */
const sharedLinks: { route: string; state: Record<string, string | number>; start: string; outcome: RegExp }[] = [
  { route: '/sortvisualizer/bubblesort', state: { values: '5,4,3,2,1' }, start: 'Play', outcome: /^Sorted$/ },
  { route: '/searchvisualizer/breadthfirstSearch', state: { grid: walledGrid }, start: 'Play', outcome: /^Path length: 51\. Visited: \d+$/ },
  { route: '/equationevaluationvisualizer/infix', state: { expr: '[2+3]*4' }, start: 'Play', outcome: /^Result: 20$/ },
  {
    route: '/processschedulervisualizer/roundrobin',
    state: { procs: '0:24,0:3,0:3', q: 4 },
    start: 'Play',
    outcome: /^All processes completed · Average waiting time: 5\.67 · Average turnaround time: 15\.67$/,
  },
  { route: '/games/nqueen', state: { n: 8 }, start: 'Solve', outcome: /^Solution Found$/ },
  { route: '/games/15Puzzle', state: { tiles: '867254301' }, start: 'Solve', outcome: /^Solved in 31 moves \(\d+ states expanded\)$/ },
];

describe('installable and offline', () => {
  it('precaches every file the build wrote after one visit, and nothing the server answers at run time', async () => {
    const { context, page, errors } = await firstVisit();
    const cached = await cachedPaths(page);
    // Cached under their own paths: Vite's assets, the module workers among them, and the rest.
    const expected = builtFiles().filter((file) => file !== '/sw.js');
    expect(expected.some((file) => /^\/assets\/sort\.worker-[^/]+\.js$/.test(file))).toBe(true);
    expect(expected.some((file) => /^\/assets\/pixiApp-[^/]+\.js$/.test(file))).toBe(true);
    expect(expected).toContain('/previews/sortvisualizer/bubblesort.png');
    expect(new Set(cached)).toEqual(new Set(expected));
    // The health check and the reviews feed were asked for on this visit: neither is cached.
    expect(cached.filter((p) => /^\/(api\/|auth-config\.json|nonsenseActive)/.test(p))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes Chromium’s installability check, and its shortcuts open the projects page and the sort visualizer', async () => {
    // A context of the shared browser is off the record, which Chromium never installs from
    // ('in-incognito'): this check runs in a browser profile of its own, as a visitor's is.
    const profile = mkdtempSync(path.join(tmpdir(), 'portfolio-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: baseChromiumArgs,
      serviceWorkers: 'allow',
    });
    const violations: CspViolation[] = [];
    await collectCspViolations(context, violations);
    try {
      const errors: Error[] = [];
      context.on('weberror', (error) => errors.push(error.error()));
      const page = await context.newPage();
      await openRoute(page, browser.baseUrl, '/');
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${browser.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
      const served = await page.evaluate(async () => {
        const answer = await fetch('/manifest.webmanifest');
        return { type: answer.headers.get('content-type'), body: await answer.json() };
      });
      expect(served.type).toBe('application/manifest+json; charset=utf-8');
      expect(served.body).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });

      for (const [shortcut, heading] of [
        [served.body.shortcuts[0].url, 'Projects'],
        [served.body.shortcuts[1].url, 'Bubble Sort'],
      ]) {
        const tab = await context.newPage();
        await tab.goto(`${browser.baseUrl}${shortcut}`);
        await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
        await tab.close();
      }
      expect(errors).toEqual([]);
      expect(describeViolations(violations)).toBe('');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens a sort, a grid search, the equation, the scheduler, two games and the CV offline by their shared links, and plays each to its outcome', async () => {
    const { context, page, errors } = await firstVisit();
    await page.close();
    await context.setOffline(true);
    const home = await openTab(context, '/');
    for (const link of sharedLinks) {
      const tab = await openTab(context, routeWithState(link.route, link.state), home);
      expect(await tab.evaluate(() => navigator.onLine)).toBe(false);
      await tab.waitForSelector(`${STAGE} [data-ready]`);
      if (link.start === 'Play') await playFastest(tab);
      else {
        await tab.getByLabel('Fastest').check();
        await tab.getByRole('button', { name: link.start, exact: true }).click();
      }
      expect(await waitForOutcome(tab), link.route).toMatch(link.outcome);
      await tab.close();
    }
    const cv = await openTab(context, '/cv', home);
    const sheet = cv.frameLocator('iframe[title="CV document"]');
    await sheet.getByRole('heading', { level: 1, name: 'Alex Placeholder' }).waitFor();
    await sheet.locator('[data-testid="cv-projects"] li').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('says offline in words: the header, the footer with the last list it had, Leave a feedback, the realtime entry and the projects status; and recovers', async () => {
    // One review on the server, so the footer has a list to keep.
    const name = `Olive Placeholder ${Math.random().toString(36).slice(2, 8)}`;
    const { idToken } = await mintIdToken(inject('authEmulatorHost'), inject('firebaseProjectId'), {
      name,
      email: `${name.replaceAll(' ', '.').toLowerCase()}@example.com`,
    });
    const posted = await fetch(`${browser.baseUrl}/api/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ feedback: 'Works on the train too.', rating: 5 }),
    });
    expect(posted.status).toBeLessThan(300);

    const { context, page, errors } = await firstVisit();
    const footer = (p: Page) => p.locator('[data-testid="feedback-slot"]');
    await footer(page).locator('[data-testid="review"]', { hasText: name }).waitFor({ timeout: 15_000 });
    await page.close();
    await context.setOffline(true);

    const home = await openTab(context, '/');
    await home.getByTestId('offline-indicator').getByText(OFFLINE, { exact: true }).waitFor();
    await footer(home).getByTestId('feedbacks-status').getByText(FEEDBACKS_OFFLINE, { exact: true }).waitFor();
    await footer(home).locator('[data-testid="review"]', { hasText: name }).waitFor();
    // What needs the server is never answered from a cache, neither by the worker nor the browser.
    const answers = await home.evaluate(() =>
      Promise.all(
        ['/api/reviews', '/auth-config.json', '/nonsenseActive'].map((url) =>
          fetch(url).then(
            (answer) => `${url} answered ${answer.status}`,
            () => `${url} unreachable`,
          ),
        ),
      ),
    );
    expect(answers).toEqual(['/api/reviews unreachable', '/auth-config.json unreachable', '/nonsenseActive unreachable']);
    await home.getByRole('button', { name: 'Leave a feedback' }).click();
    await home.getByText(LEAVE_FEEDBACK_OFFLINE, { exact: true }).waitFor();
    expect(await home.getByRole('dialog').count()).toBe(0);

    const projects = await openTab(context, '/projects', home);
    await projects.getByTestId('realtime-status').getByText('Status: Inactive', { exact: true }).waitFor();

    const realtime = await openTab(context, '/realtimeapps', home);
    await realtime.getByText(REALTIME_NEEDS_CONNECTION, { exact: true }).waitFor();
    await realtime.waitForTimeout(1000);
    // Nothing else: no login overlay, no redirect.
    expect(await realtime.getByRole('dialog').count()).toBe(0);
    expect(await realtime.evaluate(() => location.hash)).toBe('#/realtimeapps');

    // Back online, each page carries on by itself.
    await context.setOffline(false);
    await expect.poll(() => home.getByTestId('offline-indicator').textContent()).toBe('');
    await expect.poll(() => footer(home).getByTestId('feedbacks-status').textContent(), { timeout: 15_000 }).toBe('');
    await projects.getByTestId('realtime-status').getByText('Status: Ready', { exact: true }).waitFor({ timeout: 15_000 });
    await realtime.getByRole('dialog', { name: 'Login to site?' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('offers Reload to a page running the first build once a second build’s worker is waiting, and swaps nothing before that click', async () => {
    // A server of its own, whose files can be replaced by a second build (a deploy) while a page runs.
    const live = mkdtempSync(path.join(tmpdir(), 'portfolio-e2e-live-'));
    const second = mkdtempSync(path.join(tmpdir(), 'portfolio-e2e-second-'));
    cpSync(inject('distDir'), live, { recursive: true });
    const server = await startAppServer({ ...loadConfig({ PORT: '0' }), distDir: live });
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const errors: Error[] = [];
      context.on('weberror', (error) => errors.push(error.error()));
      const page = await context.newPage();
      await openRoute(page, server.url, '/');
      await waitForServiceWorkerControl(page);
      expect(await page.locator('meta[name="build"]').count()).toBe(0);

      await buildSite(second, [markBuild('second')]);
      cpSync(second, live, { recursive: true });
      // Another tab: the browser checks /sw.js on every navigation and finds the second build.
      const other = await context.newPage();
      await openRoute(other, server.url, '/');

      const toast = page.locator('[role="status"]:has(.light-toast)', { hasText: NEW_VERSION_AVAILABLE });
      await toast.waitFor({ timeout: 30_000 });
      await other.close();
      // Waiting, not swapped: the page still runs the first build, and the first worker still serves it.
      await page.waitForTimeout(1000);
      expect(await registrationState(page)).toEqual({ active: true, waiting: true, controlled: true });
      expect(await page.locator('meta[name="build"]').count()).toBe(0);
      const reloaded = page.waitForEvent('load');
      await toast.getByRole('button', { name: RELOAD }).click();
      await reloaded;
      await page.locator('meta[name="build"][content="second"]').waitFor({ state: 'attached' });
      expect(await registrationState(page)).toEqual({ active: true, waiting: false, controlled: true });
      expect(await page.locator('[role="status"]:has(.light-toast)', { hasText: NEW_VERSION_AVAILABLE }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
      rmSync(live, { recursive: true, force: true });
      rmSync(second, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Marks a build's index.html, so a test can tell which build a page runs. */
function markBuild(name: string): Plugin {
  return {
    name: 'mark-build',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('</head>', `<meta name="build" content="${name}" /></head>`),
  };
}

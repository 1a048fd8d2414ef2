import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { homeInitialChunks as closureOfHome, embedInitialChunks, gzippedBytes } from '../bench/homeBundle';
import { openRoute, useBrowser } from './support/browser';
import { type ChunkInfo, staticClosure } from './support/chunkReport';

const browser = useBrowser();
const heavy = /node_modules\/(pixi\.js|@pixi|firebase|@firebase)\//;

// The closure logic is shared with the benchmark's first-paint row (goal 5 of issue 14).
const allChunks = (): ChunkInfo[] => JSON.parse(readFileSync(inject('chunkReportPath'), 'utf8'));
const homeInitialChunks = (): ChunkInfo[] => closureOfHome(allChunks());
/** The footer's feedback part, loaded after the page (src/app/layout/SiteFooter.tsx), with what it imports. */
const feedbackChunks = (): ChunkInfo[] => {
  const chunks = allChunks();
  const slot = chunks.find((c) => c.facadeModuleId?.endsWith('src/app/layout/FeedbackSlot.tsx'));
  if (!slot) throw new Error('build has no FeedbackSlot chunk');
  return staticClosure(chunks, slot);
};

/**
 * The service worker's registration, imported once the page has loaded and idled
 * (src/app/start.tsx), with workbox-window, which it imports in turn.
 */
const registrationChunks = (): ChunkInfo[] => {
  const chunks = allChunks();
  const registration = chunks.find((c) => c.facadeModuleId?.endsWith('src/app/pwa/serviceWorker.ts'));
  if (!registration) throw new Error('build has no chunk for src/app/pwa/serviceWorker.ts');
  const lazy = chunks.filter((c) => c.moduleIds.some((id) => id.includes('node_modules/workbox-window/')));
  return [...staticClosure(chunks, registration), ...lazy.flatMap((c) => staticClosure(chunks, c))];
};

describe('home route bundle', () => {
  it('contains neither PixiJS nor Firebase, and says how big it is', () => {
    const initial = homeInitialChunks();
    const offenders = initial.flatMap((c) => c.moduleIds.filter((id) => heavy.test(id)));
    expect(offenders).toEqual([]);
    const gzipped = gzippedBytes(inject('distDir'), initial);
    console.log(`home route initial JS: ${initial.length} chunks, ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
    expect(gzipped).toBeGreaterThan(0);
  });

  it('the browser loads only those chunks on the home page, and after it the footer’s feedback part and the service worker’s registration, all without PixiJS or Firebase', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') requested.push(new URL(req.url()).pathname.slice(1));
    });
    await openRoute(page, browser.baseUrl, '/');
    await page.waitForSelector('[data-testid="text-changer"]');
    await page.waitForTimeout(1500);
    const afterwards = [...feedbackChunks(), ...registrationChunks()];
    expect(afterwards.flatMap((c) => c.moduleIds.filter((id) => heavy.test(id)))).toEqual([]);
    const allowed = new Set([...homeInitialChunks(), ...afterwards].map((c) => c.fileName));
    expect(requested.filter((file) => !allowed.has(file))).toEqual([]);
    expect(requested.some((file) => feedbackChunks().some((c) => c.fileName === file))).toBe(true);
    // The registration comes, but only after the page's load event (issue 51: no cost for the first visit).
    const [registration] = registrationChunks();
    if (!registration) throw new Error('no service worker registration chunk in the build');
    const timing = () =>
      page.evaluate((file) => {
        const fetched = performance.getEntriesByType('resource').find((r) => r.name.endsWith(file));
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { fetchedAt: fetched?.startTime ?? -1, loadedAt: navigation.loadEventEnd };
      }, `/${registration.fileName}`);
    await expect.poll(async () => (await timing()).fetchedAt, { timeout: 15_000 }).toBeGreaterThan(0);
    const { fetchedAt, loadedAt } = await timing();
    expect(loadedAt).toBeGreaterThan(0);
    expect(fetchedAt).toBeGreaterThanOrEqual(loadedAt);
    await page.context().close();
  });
});

/** The site's own parts an embed must never load: its shell, routes, layout, toasts, feedback, sign-in and services. */
const siteOnly = /\/src\/(app\/(start|App|routes|shell|layout|auth|feedback|toast|pwa)\b|services\/|realtime\/|pages\/)/;

describe('embed player bundle (issue 49)', () => {
  it('is smaller than the home route’s, holds neither PixiJS, Firebase nor the site’s shell, and says how big it is', () => {
    const embed = embedInitialChunks(allChunks());
    expect(embed.flatMap((c) => c.moduleIds.filter((id) => heavy.test(id) || siteOnly.test(id)))).toEqual([]);
    const embedBytes = gzippedBytes(inject('distDir'), embed);
    const homeBytes = gzippedBytes(inject('distDir'), homeInitialChunks());
    console.log(
      `embed player initial JS: ${embed.length} chunks, ${(embedBytes / 1024).toFixed(1)} KiB gzipped (home route: ${(homeBytes / 1024).toFixed(1)} KiB)`,
    );
    expect(embedBytes).toBeLessThan(homeBytes);
    // And the site's first load carries nothing of the embed.
    expect(homeInitialChunks().flatMap((c) => c.moduleIds.filter((id) => id.includes('/src/embed/')))).toEqual([]);
  });

  it('the browser loads on the embed page nothing of Firebase, sign-in or the site’s shell', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto(`${browser.baseUrl}/embed/#/sortvisualizer/bubblesort?values=5,1,4,2,3`);
    await page.waitForSelector('[data-testid="visualizer-stage"] [data-ready]');
    await page.waitForTimeout(1500);
    const byName = new Map(allChunks().map((c) => [c.fileName, c]));
    const loaded = requested.map((p) => byName.get(p.slice(1))).filter((c): c is ChunkInfo => c !== undefined);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.flatMap((c) => c.moduleIds.filter((id) => /node_modules\/(firebase|@firebase)\//.test(id) || siteOnly.test(id)))).toEqual([]);
    expect(requested.filter((p) => p === '/auth-config.json' || p.startsWith('/api/'))).toEqual([]);
    await page.context().close();
  });
});

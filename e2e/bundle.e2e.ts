import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { gzippedBytes, homeInitialChunks as closureOfHome } from '../bench/homeBundle';
import { type ChunkInfo, staticClosure } from './support/chunkReport';
import { openRoute, useBrowser } from './support/browser';

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

describe('home route bundle', () => {
  it('contains neither PixiJS nor Firebase, and says how big it is', () => {
    const initial = homeInitialChunks();
    const offenders = initial.flatMap((c) => c.moduleIds.filter((id) => heavy.test(id)));
    expect(offenders).toEqual([]);
    const gzipped = gzippedBytes(inject('distDir'), initial);
    console.log(`home route initial JS: ${initial.length} chunks, ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
    expect(gzipped).toBeGreaterThan(0);
  });

  it('the browser loads only those chunks on the home page, and after it the footer’s feedback part, all without PixiJS or Firebase', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') requested.push(new URL(req.url()).pathname.slice(1));
    });
    await openRoute(page, browser.baseUrl, '/');
    await page.waitForSelector('[data-testid="text-changer"]');
    await page.waitForTimeout(1500);
    const afterwards = feedbackChunks();
    expect(afterwards.flatMap((c) => c.moduleIds.filter((id) => heavy.test(id)))).toEqual([]);
    const allowed = new Set([...homeInitialChunks(), ...afterwards].map((c) => c.fileName));
    expect(requested.filter((file) => !allowed.has(file))).toEqual([]);
    expect(requested.some((file) => afterwards.some((c) => c.fileName === file))).toBe(true);
    await page.context().close();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { type ChunkInfo, staticClosure } from './support/chunkReport';
import { openRoute, useBrowser } from './support/browser';

const browser = useBrowser();
const heavy = /node_modules\/(pixi\.js|@pixi|firebase|@firebase)\//;

function homeInitialChunks(): ChunkInfo[] {
  const chunks: ChunkInfo[] = JSON.parse(readFileSync(inject('chunkReportPath'), 'utf8'));
  const entry = chunks.find((c) => c.isEntry);
  const home = chunks.find((c) => c.facadeModuleId?.endsWith('src/pages/HomePage.tsx'));
  if (!entry || !home) throw new Error('build has no entry or no HomePage chunk');
  const all = new Map([...staticClosure(chunks, entry), ...staticClosure(chunks, home)].map((c) => [c.fileName, c]));
  return [...all.values()];
}

describe('home route bundle', () => {
  it('contains neither PixiJS nor Firebase, and says how big it is', () => {
    const initial = homeInitialChunks();
    const offenders = initial.flatMap((c) => c.moduleIds.filter((id) => heavy.test(id)));
    expect(offenders).toEqual([]);
    const gzipped = initial.reduce((sum, c) => sum + gzipSync(readFileSync(path.join(inject('distDir'), c.fileName))).length, 0);
    console.log(`home route initial JS: ${initial.length} chunks, ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
    expect(gzipped).toBeGreaterThan(0);
  });

  it('the browser loads only those chunks on the home page', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') requested.push(new URL(req.url()).pathname.slice(1));
    });
    await openRoute(page, browser.baseUrl, '/');
    await page.waitForSelector('[data-testid="text-changer"]');
    await page.waitForTimeout(1500);
    const allowed = new Set(homeInitialChunks().map((c) => c.fileName));
    expect(requested.filter((file) => !allowed.has(file))).toEqual([]);
    await page.context().close();
  });
});

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogSilent } from './log';
import { serveStatic } from './staticFiles';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  setLogSilent(true);
  root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"t"}');
  mkdirSync(path.join(root, 'embed'));
  writeFileSync(path.join(root, 'embed', 'index.html'), '<!doctype html><title>embed</title>');
  // A file the system says is there and readable, whose read fails (EIO): a disk error on demand.
  symlinkSync('/proc/self/mem', path.join(root, 'unreadable.txt'));
  server = createServer((req, res) => {
    void serveStatic(root, req, res).then((served) => {
      if (!served) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
  setLogSilent(false);
});

describe('serveStatic', () => {
  it('serves the site with its type, length and caching', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('<!doctype html><title>t</title>');
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-length')).toBe('14');
    expect((await fetch(`${base}/assets/app-1234.js`, { method: 'HEAD' })).status).toBe(200);
  });

  it('sends the service worker as JavaScript that is never taken from a cache unasked, and the manifest with its own type', async () => {
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a folder with a page of its own at its slash (the embed player), and sends the folder without it there', async () => {
    for (const target of ['/embed/', '/embed/index.html']) {
      const page = await fetch(`${base}${target}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toBe('<!doctype html><title>embed</title>');
    }
    const bare = await fetch(`${base}/embed?x=1`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/embed/?x=1');
    expect((await fetch(`${base}/embed`)).url).toBe(`${base}/embed/`);
  });

  it('answers 404 for a missing file or a directory, and never leaves the root', async () => {
    for (const target of ['/nope.js', '/assets', '/assets/', '/embed/nope/', '/%2e%2e/%2e%2e/etc/passwd', '/a%00b']) {
      expect((await fetch(`${base}${target}`)).status).toBe(404);
    }
  });

  it('survives a file whose read fails: that answer is cut short, and the next one is served', async () => {
    // Before, the read stream's unhandled 'error' event ended the process.
    await fetch(`${base}/unreadable.txt`)
      .then(
        (answer) => answer.arrayBuffer(),
        () => undefined,
      )
      .catch(() => undefined);
    const next = await fetch(`${base}/`);
    expect(next.status).toBe(200);
  });
});

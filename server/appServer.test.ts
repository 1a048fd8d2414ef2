import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, startAppServer } from './appServer';
import { loadConfig } from './config';

let running: RunningServer;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>site</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(tmpdir(), 'secret.txt'), 'secret');
  running = await startAppServer({ ...loadConfig({ PORT: '0' }), distDir: dist });
});
afterAll(() => running.close());

describe('app server', () => {
  it('answers the health check with 200 and no internal state', async () => {
    const res = await fetch(`${running.url}/nonsenseActive`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the site at / and its hashed assets with long caching', async () => {
    const home = await fetch(`${running.url}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<title>site</title>');
    const asset = await fetch(`${running.url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown paths and escapes with 404', async () => {
    expect((await fetch(`${running.url}/nope`)).status).toBe(404);
    expect((await fetch(`${running.url}/..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${running.url}/%E0%A4%A`)).status).toBe(404);
  });

  it('refuses POST on the health check and WebSocket upgrades on unknown paths', async () => {
    expect((await fetch(`${running.url}/nonsenseActive`, { method: 'POST' })).status).toBe(405);
    const ws = new WebSocket(`${running.url.replace('http', 'ws')}/somewhere`);
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', (e) => resolve(e.message));
    });
    expect(outcome).toMatch(/404/);
  });
});

describe('config', () => {
  it('defaults the port to 8787 and rejects a bad one', () => {
    expect(loadConfig({}).port).toBe(8787);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be an integer/);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startAppServer } from './appServer';
import { loadConfig } from './config';
import { contentSecurityPolicy, embedContentSecurityPolicy } from './contentSecurityPolicy';
import { createFeatures } from './features';
import { setLogSilent } from './log';
import { embedSecurityHeaders, headersFor, responseHeaders, securityHeaders } from './securityHeaders';

// The whole server as `npm start` runs it (every feature), plus one route that throws.
const config = { ...loadConfig({ PORT: '0', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' }), distDir: '', dataDir: '' };
const expected = securityHeaders(config);
let running: RunningServer;
let root: string;

beforeAll(async () => {
  setLogSilent(true);
  root = mkdtempSync(path.join(tmpdir(), 'headers-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  mkdirSync(path.join(distDir, 'embed'));
  writeFileSync(path.join(distDir, 'embed', 'index.html'), '<!doctype html><title>embed</title>');
  const ready = { ...config, distDir, dataDir: path.join(root, 'data') };
  const throwing = { name: 'throws', handleRequest: (req: { url?: string }) => (req.url === '/boom' ? Promise.reject(new Error('boom')) : false) };
  running = await startAppServer(ready, [...(await createFeatures(ready)), throwing]);
});
afterAll(async () => {
  await running.close();
  rmSync(root, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers | Map<string, string>, what: string) {
  for (const [name, value] of Object.entries(expected)) {
    expect(headers.get(name.toLowerCase()), `${what}: ${name}`).toBe(value);
  }
}

/** Sends raw bytes and parses the status line and headers of the answer. */
function rawRequest(bytes: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(running.port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head] = text.split('\r\n\r\n') as [string];
      const [statusLine, ...lines] = head.split('\r\n') as [string, ...string[]];
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

describe('security headers on every response', () => {
  it.each([
    ['the site', 'GET', '/', 200],
    ['the site, HEAD', 'HEAD', '/', 200],
    ['a hashed asset', 'GET', '/assets/app-1234.js', 200],
    ['a missing file', 'GET', '/missing.png', 404],
    ['a path escape', 'GET', '/..%2fsecret.txt', 404],
    ['the health check', 'GET', '/nonsenseActive', 200],
    ['the health check, wrong method', 'POST', '/nonsenseActive', 405],
    ['the auth config', 'GET', '/auth-config.json', 200],
    ['the auth config, wrong method', 'DELETE', '/auth-config.json', 405],
    ['the latest reviews', 'GET', '/api/reviews', 200],
    ['an own-review lookup without sign-in', 'GET', '/api/reviews?email=a@example.com', 401],
    ['a review write without sign-in', 'POST', '/api/reviews', 401],
    ['a review replace without sign-in', 'PUT', '/api/reviews/some-id', 401],
    ['the reviews API, wrong method', 'DELETE', '/api/reviews', 405],
    ['the reviews API preflight', 'OPTIONS', '/api/reviews', 204],
    ['the live stream, wrong method', 'POST', '/api/reviews/events', 405],
    ['a handler that fails', 'GET', '/boom', 500],
  ])('%s (%s %s → %i)', async (what, method, url, status) => {
    const res = await fetch(`${running.url}${url}`, { method });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers, what);
    await res.body?.cancel();
  });

  it('the live review stream', async () => {
    const abort = new AbortController();
    const res = await fetch(`${running.url}/api/reviews/events`, { signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expectSecurityHeaders(res.headers, 'event stream');
    abort.abort();
  });

  it.each([
    ['a request Node cannot parse', 400, 'GET / HTTP/1.1\r\nHost: x\r\nBad header line\r\n\r\n'],
    ['headers over the size limit', 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    [
      'a WebSocket upgrade on an unknown path',
      404,
      'GET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    ],
  ] as const)('%s (→ %i, written straight to the socket)', async (what, status, bytes) => {
    const answer = await rawRequest(bytes);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers, what);
  });

  it('sends the policy built from the configuration, and the other headers the README lists', () => {
    expect(expected).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(config),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(expected['Content-Security-Policy']).toContain("connect-src 'self' http://127.0.0.1:9;");
  });
});

/** The value of `frame-ancestors` in a policy header. */
function frameAncestors(policy: string | null): string | undefined {
  return policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
}

describe('framing rules per response (issue 49)', () => {
  it.each([
    ['GET', '/embed/'],
    ['HEAD', '/embed/'],
    ['GET', '/embed/index.html'],
    ['GET', '/embed/?utm_source=x'],
  ])('the embed player (%s %s) may be framed by any site, and says nothing of X-Frame-Options', async (method, url) => {
    const res = await fetch(`${running.url}${url}`, { method });
    expect(res.status).toBe(200);
    expect(frameAncestors(res.headers.get('content-security-policy'))).toBe('frame-ancestors *');
    expect(res.headers.has('x-frame-options')).toBe(false);
    // Everything else is the site's policy and headers.
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(config).replace("frame-ancestors 'self'", 'frame-ancestors *'));
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']) {
      expect(res.headers.get(name)).toBe(expected[name]);
    }
    await res.body?.cancel();
  });

  it.each([
    ['the site', 'GET', '/', 200],
    ['an asset the embed loads', 'GET', '/assets/app-1234.js', 200],
    ['the embed folder without its slash (sent to it)', 'GET', '/embed', 301],
    ['a missing file under /embed/', 'GET', '/embed/nope.html', 404],
    ['the embed page, written to', 'POST', '/embed/', 404],
    ['the health check', 'GET', '/nonsenseActive', 200],
  ])('%s (%s %s → %i) keeps frame-ancestors self and X-Frame-Options SAMEORIGIN', async (_what, method, url, status) => {
    const res = await fetch(`${running.url}${url}`, { method, redirect: 'manual' });
    expect(res.status).toBe(status);
    expect(frameAncestors(res.headers.get('content-security-policy'))).toBe("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    await res.body?.cancel();
  });

  it('a build without the embed page answers its path with a 404 that no other site may frame', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'headers-bare-'));
    const server = await startAppServer({ ...config, distDir: bare, dataDir: path.join(bare, 'data') });
    try {
      const res = await fetch(`${server.url}/embed/`);
      expect(res.status).toBe(404);
      expect(frameAncestors(res.headers.get('content-security-policy'))).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      await res.body?.cancel();
    } finally {
      await server.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('EMBED_FRAME_ANCESTORS names who may frame the player; the site itself is unchanged', async () => {
    const listed = {
      ...loadConfig({
        PORT: '0',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        EMBED_FRAME_ANCESTORS: 'https://school.example, https://*.blog.example',
      }),
      distDir: '',
      dataDir: '',
    };
    const sets = responseHeaders(listed);
    expect(frameAncestors(sets.embed['Content-Security-Policy']!)).toBe('frame-ancestors https://school.example https://*.blog.example');
    expect(sets.embed['Content-Security-Policy']).toBe(embedContentSecurityPolicy(listed));
    expect(sets.embed).not.toHaveProperty('X-Frame-Options');
    expect(sets.site).toEqual(securityHeaders(listed));
    expect(frameAncestors(sets.site['Content-Security-Policy']!)).toBe("frame-ancestors 'self'");
    expect(embedSecurityHeaders(listed)).toEqual(sets.embed);
    // Which set a request gets: by method and exact path (its query aside).
    expect(headersFor(sets, { method: 'GET', url: '/embed/?a=1' })).toBe(sets.embed);
    expect(headersFor(sets, { method: 'HEAD', url: '/embed/index.html' })).toBe(sets.embed);
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/embed'],
      ['GET', '/embed/x'],
      ['PUT', '/embed/'],
      ['GET', '/cv/embed/'],
    ]) {
      expect(headersFor(sets, { method, url }), `${method} ${url}`).toBe(sets.site);
    }
  });
});

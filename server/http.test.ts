import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startAppServer } from './appServer';
import { loadConfig } from './config';
import { createFeatures } from './features';
import { setLogSilent } from './log';
import { TOO_MANY_STREAMS } from './reviews/reviewsFeature';
import { securityHeaders } from './securityHeaders';

// The whole server as `npm start` runs it, with the per-IP connection limit set to 2 the way
// an operator would (WS_MAX_CONNECTIONS_PER_IP).
const config = loadConfig({ PORT: '0', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9', WS_MAX_CONNECTIONS_PER_IP: '2' });
const expected = securityHeaders(config);
let running: RunningServer;
let root: string;

beforeAll(async () => {
  setLogSilent(true);
  root = mkdtempSync(path.join(tmpdir(), 'http-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>site</title>');
  const ready = { ...config, distDir, dataDir: path.join(root, 'data') };
  running = await startAppServer(ready, await createFeatures(ready));
});
afterAll(async () => {
  await running.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends the path exactly as given (node:http does no URL clean-up) and reads the whole answer. */
function raw(method: string, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: running.port, method, path: target, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: headerMap(res), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function headerMap(res: IncomingMessage): Map<string, string> {
  return new Map(Object.entries(res.headers).map(([name, value]) => [name, String(value)]));
}

function expectSecurityHeaders(headers: Map<string, string>, what: string) {
  for (const [name, value] of Object.entries(expected)) expect(headers.get(name.toLowerCase()), `${what}: ${name}`).toBe(value);
}

describe('request paths are read as sent', () => {
  it.each(['//anything', '//x/api/reviews', '//auth-config.json', '//x/auth-config.json', '//x/nonsenseActive', '//x/index.html', '//'])(
    'GET %s is not found (a leading // is not a host)',
    async (target) => {
      const answer = await raw('GET', target);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('Not found');
      expectSecurityHeaders(answer.headers, target);
    },
  );

  it('still serves the single-slash paths, with their query', async () => {
    expect((await raw('GET', '/')).body).toContain('<title>site</title>');
    expect((await raw('GET', '/anything')).status).toBe(404);
    expect(JSON.parse((await raw('GET', '/api/reviews?x=1')).body)).toEqual([]);
    expect(JSON.parse((await raw('GET', '/auth-config.json?x=1')).body)).toMatchObject({ projectId: 'demo-portfolio' });
    expect((await raw('GET', '/nonsenseActive')).body).toBe('ok');
  });
});

describe('methods', () => {
  it.each([
    ['/', 'text/html'],
    ['/nonsenseActive', 'text/plain'],
    ['/auth-config.json', 'application/json'],
    ['/api/reviews', 'application/json'],
    ['/api/reviews/events', 'text/event-stream'],
  ])('HEAD %s answers 200 with the GET headers and no body', async (target, type) => {
    const answer = await raw('HEAD', target);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain(type);
    expect(answer.body).toBe('');
    expectSecurityHeaders(answer.headers, `HEAD ${target}`);
  });

  it.each([
    ['POST', '/nonsenseActive', 'GET, HEAD', 'Use GET or HEAD'],
    ['DELETE', '/auth-config.json', 'GET, HEAD', 'Use GET or HEAD'],
    ['DELETE', '/api/reviews', 'GET, HEAD, POST', 'Use GET, HEAD or POST'],
    ['POST', '/api/reviews/events', 'GET, HEAD', 'Use GET or HEAD'],
    ['GET', '/api/reviews/some-id', 'PUT', 'Use PUT'],
  ])('%s %s is 405 with Allow: %s and a message saying so', async (method, target, allow, message) => {
    const answer = await raw(method, target);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ error: message });
    expectSecurityHeaders(answer.headers, `${method} ${target}`);
  });
});

describe('live review streams per client address', () => {
  /** Opens a stream on its own connection; resolves once its status (and, if 200, first event) is in. */
  function openStream(): Promise<{ res: IncomingMessage; body: string; close(): void }> {
    return new Promise((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port: running.port, path: '/api/reviews/events', agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (res.statusCode !== 200 || body.includes('event: reviews')) resolve({ res, body, close: () => req.destroy() });
        });
        res.on('end', () => resolve({ res, body, close: () => req.destroy() }));
      });
      req.on('error', reject);
    });
  }

  it('refuses a stream beyond the per-IP limit with 429 and a clear message, and accepts again once one closes', async () => {
    const first = await openStream();
    const second = await openStream();
    expect([first.res.statusCode, second.res.statusCode]).toEqual([200, 200]);
    const third = await openStream();
    expect(third.res.statusCode).toBe(429);
    expect(third.res.headers['retry-after']).toBe('30');
    expect(JSON.parse(third.body)).toEqual({ error: TOO_MANY_STREAMS });
    expectSecurityHeaders(headerMap(third.res), 'stream refused');
    // HEAD takes no slot.
    expect((await raw('HEAD', '/api/reviews/events')).status).toBe(200);
    first.close();
    let again = await openStream();
    for (let tries = 0; again.res.statusCode !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openStream();
    }
    expect(again.res.statusCode).toBe(200);
    for (const stream of [second, again]) stream.close();
  });
});

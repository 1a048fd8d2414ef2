import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startAppServer } from './appServer';
import { DEFAULT_HTTP_TIMEOUTS, loadConfig } from './config';
import { setLogSilent } from './log';
import { createReviewsFeature } from './reviews/reviewsFeature';

// Slow clients against the real server on loopback. The deadlines are configurable so that
// these tests wait 1-2 s instead of 15-30 s; the defaults are checked on a server of their own.

const TIMEOUTS = { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '500' };
/** How late Node may notice a passed deadline (it checks every 250 ms), plus scheduling on a busy machine. */
const SLACK_MS = 1500;

let dir: string;
let fast: RunningServer;
let defaults: RunningServer;

beforeAll(async () => {
  setLogSilent(true);
  dir = mkdtempSync(path.join(tmpdir(), 'http-timeouts-'));
  // Reviews: a route that reads a body (POST) and one that streams for ever (the events).
  const reviews = (dataDir: string) => createReviewsFeature({ dataDir, verify: async () => ({ uid: 'u1', email: 'u1@example.com', name: 'U One' }) });
  fast = await startAppServer({ ...loadConfig({ PORT: '0', ...TIMEOUTS }), distDir: dir }, [reviews(path.join(dir, 'fast'))]);
  defaults = await startAppServer({ ...loadConfig({ PORT: '0' }), distDir: dir }, [reviews(path.join(dir, 'defaults'))]);
});
afterAll(async () => {
  await Promise.all([fast?.close(), defaults?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** A raw TCP client: what it received, and when (ms after connecting) the server closed it. */
function rawClient(server: RunningServer) {
  const socket: Socket = connect(server.port, '127.0.0.1');
  const start = performance.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closedAfterMs = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - start)));
  return { socket, received: () => received, closedAfterMs, start };
}

/** Writes `piece` every `everyMs` until the socket closes: a client that never finishes. */
function trickle(socket: Socket, piece: string, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) clearInterval(timer);
    else socket.write(piece);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

async function healthAnswersWithin(server: RunningServer, ms: number): Promise<void> {
  const started = performance.now();
  const res = await fetch(`${server.url}/nonsenseActive`, { signal: AbortSignal.timeout(ms) });
  expect(res.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(ms);
}

describe('slow HTTP clients', () => {
  it('uses 15 s for headers, 30 s for a whole request and 5 s for idle keep-alive by default', () => {
    expect(loadConfig({}).http).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 });
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual(loadConfig({}).http);
    expect([defaults.server.headersTimeout, defaults.server.requestTimeout, defaults.server.keepAliveTimeout]).toEqual([15_000, 30_000, 5_000]);
  });

  it('refuses timeouts that are not positive integers, or headers longer than the request', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '0' })).toThrow('HTTP_HEADERS_TIMEOUT_MS must be a positive integer (milliseconds), got "0"');
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_MS must be a positive integer/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS (40000) must not be longer than HTTP_REQUEST_TIMEOUT_MS (30000)',
    );
  });

  it('cuts off a client that trickles its headers with 408 at the headers deadline, answering others meanwhile', async () => {
    const slow = rawClient(fast);
    slow.socket.write('GET /nonsenseActive HTTP/1.1\r\nHost: localhost\r\n');
    trickle(slow.socket, 'X-Slow: a\r\n', 100);
    await healthAnswersWithin(fast, 500);
    const closedAfter = await slow.closedAfterMs;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfter).toBeGreaterThanOrEqual(1000 - 50);
    expect(closedAfter).toBeLessThan(1000 + SLACK_MS);
  });

  it('cuts off a client that never finishes its body with 408 at the request deadline, answering others meanwhile', async () => {
    const slow = rawClient(fast);
    const body = JSON.stringify({ feedback: 'A body that never arrives whole.', rating: 4 });
    slow.socket.write(
      `POST /api/reviews HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer t\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(slow.socket, ' ', 300);
    await healthAnswersWithin(fast, 500);
    const lines: string[] = [];
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(chunk.toString());
      return true;
    });
    setLogSilent(false);
    const closedAfter = await slow.closedAfterMs.finally(() => {
      setLogSilent(true);
      err.mockRestore();
    });
    // A client cut off is not a failure of the server: no error line.
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfter).toBeGreaterThanOrEqual(2000 - 50);
    expect(closedAfter).toBeLessThan(2000 + SLACK_MS);
    // Nothing was saved from the half-sent review.
    expect(await (await fetch(`${fast.url}/api/reviews`)).json()).toEqual([]);
  });

  // Clients are told 5 s (`Keep-Alive: timeout=5`); Node closes the socket 1 s after that, so
  // that a client reusing it at 4.9 s never races the close.
  it('closes an idle keep-alive connection after 5 s (the default)', async () => {
    const idle = rawClient(defaults);
    idle.socket.write('GET /nonsenseActive HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    // The answer is chunked: it is complete at the zero-length chunk.
    while (!idle.received().endsWith('\r\n0\r\n\r\n')) await new Promise((r) => setTimeout(r, 10));
    const answeredAt = performance.now() - idle.start;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: keep-alive\r\n[\s\S]*Keep-Alive: timeout=5\r\n/i);
    const idleFor = (await idle.closedAfterMs) - answeredAt;
    expect(idleFor).toBeGreaterThanOrEqual(5000 - 100);
    expect(idleFor).toBeLessThan(5000 + 1000 + SLACK_MS);
  }, 15_000);

  it('keeps a live review stream open past the request and keep-alive deadlines, still pushing', async () => {
    const stream = rawClient(fast);
    stream.socket.write('GET /api/reviews/events HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((r) => setTimeout(r, 2000 + SLACK_MS));
    expect(stream.socket.destroyed).toBe(false);
    const posted = await fetch(`${fast.url}/api/reviews`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: JSON.stringify({ feedback: 'Pushed to a long-lived stream.', rating: 5 }),
    });
    expect(posted.status).toBe(201);
    while (!stream.received().includes('Pushed to a long-lived stream.')) await new Promise((r) => setTimeout(r, 20));
    expect(stream.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    stream.socket.destroy();
  });
});

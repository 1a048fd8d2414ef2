import { describe, expect, it } from 'vitest';
import { followEventStream } from './eventStream';

/** A fetch whose nth call streams the nth list of chunks, then closes. */
function fakeFetch(responses: string[][]): { fetch: typeof fetch; calls: () => number } {
  let calls = 0;
  const fetch = (async () => {
    const chunks = responses[Math.min(calls, responses.length - 1)]!;
    calls += 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls: () => calls };
}

describe('followEventStream', () => {
  it('delivers named events split across chunks, skips comments, and reconnects after a close', async () => {
    const { fetch, calls } = fakeFetch([
      ['retry: 10\n\n: ping\n\nevent: rev', 'iews\ndata: [1,\ndata: 2]\n\n', 'data: no name\r\n\r\n'],
      ['event: reviews\ndata: [3]\n\n'],
    ]);
    const events: [string, string][] = [];
    const errors: string[] = [];
    const stop = followEventStream(
      'http://x/events',
      { onEvent: (n, d) => events.push([n, d]), onError: (e) => errors.push(e.message) },
      { fetch, retryMs: 5000 },
    );
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(3);
    stop();
    expect(events.slice(0, 3)).toEqual([
      ['reviews', '[1,\n2]'],
      ['message', 'no name'],
      ['reviews', '[3]'],
    ]);
    // The server's `retry: 10` replaced the 5 s default, so the reconnect came quickly.
    expect(calls()).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toBe('The live feed closed');
  });

  it('reports a failing answer and stops for good when asked', async () => {
    let calls = 0;
    const failing = (async () => {
      calls += 1;
      return new Response('nope', { status: 503 });
    }) as typeof fetch;
    const errors: string[] = [];
    const stop = followEventStream('http://x/events', { onEvent: () => {}, onError: (e) => errors.push(e.message) }, { fetch: failing, retryMs: 5 });
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2);
    stop();
    const after = calls;
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBeLessThanOrEqual(after + 1);
    expect(errors[0]).toBe('The live feed answered 503');
  });
});

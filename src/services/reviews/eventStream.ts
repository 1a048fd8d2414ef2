/**
 * Follows a server-sent-events stream with fetch (so it runs in browsers and in Node tests
 * alike) and reconnects after a drop. Only named events with data lines are delivered.
 */
export interface EventStreamHandlers {
  onEvent(name: string, data: string): void;
  onError(error: Error): void;
}

export interface EventStreamOptions {
  fetch?: typeof fetch;
  retryMs?: number;
}

export function followEventStream(url: string, handlers: EventStreamHandlers, options: EventStreamOptions = {}): () => void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const abort = new AbortController();
  let retryMs = options.retryMs ?? 3000;

  const dispatch = (block: string) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (data.length > 0) handlers.onEvent(name, data.join('\n'));
  };

  async function readOnce() {
    const res = await doFetch(url, { headers: { Accept: 'text/event-stream' }, cache: 'no-store', signal: abort.signal });
    if (!res.ok || !res.body) throw new Error(`The live feed answered ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('The live feed closed');
      buffer += value;
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) dispatch(block);
    }
  }

  void (async () => {
    while (!abort.signal.aborted) {
      try {
        await readOnce();
      } catch (error) {
        if (abort.signal.aborted) return;
        handlers.onError(error instanceof Error ? error : new Error(String(error)));
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return () => abort.abort();
}

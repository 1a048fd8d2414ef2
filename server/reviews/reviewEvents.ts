import type { ServerResponse } from 'node:http';
import type { LatestReview } from '../../src/services/reviews/types';

/** Browsers reconnect after this long when the stream drops. */
const RETRY_MS = 3000;
/** A comment line keeps idle proxies from closing the stream. */
const HEARTBEAT_MS = 25_000;
/** Caps open streams so a flood of listeners cannot exhaust the process. */
export const MAX_SUBSCRIBERS = 1000;
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface ReviewEvents {
  /** Starts a stream that receives the current list at once and on every change. */
  subscribe(res: ServerResponse, corsHeaders: Record<string, string>): boolean;
  /** Sends the list to every subscriber if it differs from what they last got. */
  publish(reviews: LatestReview[]): void;
  size(): number;
  close(): void;
}

const frame = (data: string) => `event: reviews\ndata: ${data}\n\n`;

/** The headers of a stream (also what HEAD answers). */
export function streamHeaders(corsHeaders: Record<string, string>): Record<string, string> {
  return { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no', ...corsHeaders };
}

/** Live push of the Latest Feedbacks list over server-sent events: a full snapshot each time. */
export function createReviewEvents(current: () => LatestReview[]): ReviewEvents {
  const subscribers = new Set<ServerResponse>();
  let last = '';
  const heartbeat = setInterval(() => {
    for (const res of subscribers) res.write(': ping\n\n');
    // Reviews also leave the list by expiring, which no write announces.
    publishIfChanged(JSON.stringify(current()));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function publishIfChanged(data: string) {
    if (data === last) return;
    last = data;
    for (const res of subscribers) {
      // A listener that stopped reading would make its buffer grow without end: drop it;
      // its browser reconnects and gets the whole list again.
      if (res.writableLength > MAX_BUFFERED_BYTES) {
        subscribers.delete(res);
        res.destroy();
      } else {
        res.write(frame(data));
      }
    }
  }

  return {
    subscribe(res, corsHeaders) {
      if (subscribers.size >= MAX_SUBSCRIBERS) return false;
      res.writeHead(200, streamHeaders(corsHeaders));
      const data = JSON.stringify(current());
      res.write(`retry: ${RETRY_MS}\n\n${frame(data)}`);
      subscribers.add(res);
      res.on('close', () => subscribers.delete(res));
      return true;
    },
    publish(reviews) {
      publishIfChanged(JSON.stringify(reviews));
    },
    size: () => subscribers.size,
    close() {
      clearInterval(heartbeat);
      for (const res of subscribers) res.end();
      subscribers.clear();
    },
  };
}

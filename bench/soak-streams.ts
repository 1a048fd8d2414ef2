/**
 * The reviews side of `npm run bench:soak`: live Latest Feedbacks streams (server-sent events)
 * that count the lists they receive, and reviews posted to make the list change.
 */
import { type ClientRequest, request } from 'node:http';

const EVENT = 'event: reviews\n';

/** One subscriber: a plain HTTP GET of the event stream on a connection of its own. */
class Subscriber {
  events = 0;
  private req: ClientRequest | undefined;
  private carry = '';
  closed: Promise<void> = Promise.resolve();

  open(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.req = request({ host: '127.0.0.1', port, path: '/api/reviews/events', agent: false }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`review stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        this.closed = new Promise((done) => res.once('close', () => done()));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const text = this.carry + chunk;
          // Count whole events only; keep a tail that may hold the start of the next one.
          let at = text.indexOf(EVENT);
          while (at !== -1) {
            this.events += 1;
            at = text.indexOf(EVENT, at + EVENT.length);
          }
          this.carry = text.slice(-(EVENT.length - 1));
          if (this.events > 0) resolve();
        });
        res.on('error', () => {});
      });
      this.req.on('error', reject);
      this.req.end();
    });
  }

  close(): Promise<void> {
    this.req?.destroy();
    return this.closed;
  }
}

/** `count` subscribers, opened together; `events()` is how many lists each has received. */
export async function openStreams(port: number, count: number) {
  const subscribers = Array.from({ length: count }, () => new Subscriber());
  await Promise.all(subscribers.map((s) => s.open(port)));
  return {
    events: () => subscribers.map((s) => s.events),
    close: () => Promise.all(subscribers.map((s) => s.close())),
  };
}

/** Creates or replaces the review of bench user `uid` (Connection: close, so no socket idles on). */
export function postReview(port: number, uid: string, feedback: string): Promise<number> {
  const body = JSON.stringify({ feedback, rating: 5 });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/reviews',
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer bench:${uid}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Connection: 'close',
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

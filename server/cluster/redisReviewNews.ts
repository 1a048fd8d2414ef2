import { randomBytes } from 'node:crypto';
import { log } from '../log';
import type { ReviewNews } from '../reviews/reviewNews';
import { clusterKeys } from './keys';
import { connectRedis, openRedis } from './redisConnection';

/**
 * Review news over Redis pub/sub (REDIS_URL): one channel per key prefix, every node
 * subscribed. A message names the node that wrote, so a node skips its own news.
 *
 * News lost while Redis is away is not replayed: when the subscriber is back, listeners are
 * called once to catch up, and in any case every node re-reads its list every 25 s (the
 * streams' heartbeat, server/reviews/reviewEvents.ts).
 */
export async function createRedisReviewNews(options: { redisUrl: string; keyPrefix: string }): Promise<ReviewNews> {
  const channel = clusterKeys(options.keyPrefix).reviews;
  const node = randomBytes(9).toString('base64url');
  const publisher = openRedis(options.redisUrl, 'reviews');
  const subscriber = openRedis(options.redisUrl, 'reviews-subscriber');
  try {
    await connectRedis(publisher, options.redisUrl);
    await connectRedis(subscriber, options.redisUrl);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  const listeners: (() => void)[] = [];
  const tell = () => {
    for (const changed of listeners) changed();
  };
  subscriber.on('message', (_channel: string, text: string) => {
    let from: unknown;
    try {
      from = (JSON.parse(text) as { node?: unknown }).node;
    } catch {
      return; // not ours to read
    }
    if (from !== node) tell();
  });
  // The first 'ready' has passed (connected above), so this is a reconnect: ioredis subscribes
  // again by itself, but what was published meanwhile is gone.
  subscriber.on('ready', tell);

  return {
    announce() {
      publisher.publish(channel, JSON.stringify({ node, kind: 'reviews-changed' })).catch((error: Error) => {
        log('warn', 'review_news_failed', { message: error.message });
      });
    },
    listen(changed) {
      listeners.push(changed);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

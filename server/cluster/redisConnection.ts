import { Redis } from 'ioredis';
import { log } from '../log';

/** A command that Redis has not answered in this time fails: a hung Redis must not hang a handshake. */
const COMMAND_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * One connection to Redis for a node. Commands fail at once while disconnected (no offline
 * queue): a handshake is then refused in words instead of waiting, and a relay is reported
 * as failed instead of arriving seconds late. Reconnecting never stops (every 0.1-2 s).
 */
export function openRedis(url: string, role: 'commands' | 'subscriber' | 'liveness' | 'reviews' | 'reviews-subscriber'): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: role.endsWith('subscriber') ? undefined : COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(100 * times, 2000),
    connectionName: `signalling-${role}`,
    // No auto-pipelining: ioredis keeps only one auto-pipeline in flight, so under load every
    // command waited for the previous batch's round trip. Relays are batched by RelayPublisher.
    enableAutoPipelining: false,
  });
  // ioredis reports every failed reconnect as an error event; one line per outage is enough.
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log('warn', 'redis_unreachable', { role, message: error.message });
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log('info', 'redis_reachable', { role });
  });
  return redis;
}

/** Connects or throws a clear error: a node given REDIS_URL must not start without its rooms. */
export async function connectRedis(redis: Redis, url: string): Promise<void> {
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`could not reach Redis at REDIS_URL (${redactedUrl(url)}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparseable URL';
  }
}

import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { keepRoomsInRedis } from '../signalling/testSupport';
import { REDIS_MISSING, type RedisServer, redisServerAvailable, startRedisServer } from '../testing/redisServer';

/**
 * Runs an existing signalling suite (imported by `load`) with every server it starts keeping
 * its rooms in a redis-server of this file's own: the issue-5 hardening catalogue, unchanged,
 * against Redis-backed nodes. Without redis-server the file reports one skipped test saying why.
 */
export async function runSuiteOnRedis(load: () => Promise<unknown>): Promise<void> {
  if (!redisServerAvailable()) {
    console.warn(REDIS_MISSING);
    it.skip(REDIS_MISSING, () => {});
    return;
  }
  const redis: RedisServer = await startRedisServer();
  // Registered first, so it runs last: the suite's own afterAll closes its servers before Redis goes.
  afterAll(() => redis.stop());
  keepRoomsInRedis(redis.url);
  await load();
  it('kept the rooms of the suite above in Redis (its scripts ran there)', async () => {
    const client = new Redis(redis.url);
    try {
      const stats = await client.info('commandstats');
      expect(Number(/cmdstat_evalsha:calls=(\d+)/.exec(stats)?.[1] ?? 0)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });
}

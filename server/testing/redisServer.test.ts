import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { REDIS_MISSING, redisServerAvailable, startRedisServer } from './redisServer';

const available = redisServerAvailable();
if (!available) console.warn(REDIS_MISSING);

describe.skipIf(!available)('startRedisServer', () => {
  it('refuses a port another redis-server holds instead of taking that one for its own', async () => {
    const first = await startRedisServer();
    try {
      await expect(startRedisServer({ port: first.port })).rejects.toThrow(/redis-server exited/);
      const client = new Redis(first.url);
      expect(await client.ping()).toBe('PONG');
      client.disconnect();
    } finally {
      await first.stop();
    }
  });
});

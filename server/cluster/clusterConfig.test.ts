import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { setLogSilent } from '../log';
import { DEFAULT_SIGNALLING_LIMITS } from '../signalling/limits';
import { leasePort } from '../testing/ports';
import { beatPeriodMs, DEFAULT_NODE_TTL_MS, MAX_DEAD_NODE_WAIT_MS, NODE_TTL_RANGE_MS } from './nodeLiveness';
import { redactedUrl } from './redisConnection';
import { createRedisRooms } from './redisRooms';

// No redis-server needed: what the README says about the variables and a Redis that is not there.

it('keeps rooms in memory without REDIS_URL, and reads REDIS_* with their documented defaults', () => {
  expect(loadConfig({}).cluster).toBeUndefined();
  expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).cluster).toEqual({
    redisUrl: 'redis://127.0.0.1:6379',
    keyPrefix: 'signalling:',
    nodeTtlMs: DEFAULT_NODE_TTL_MS,
  });
  expect(loadConfig({ REDIS_URL: 'rediss://h:1', REDIS_KEY_PREFIX: 'site-a:', REDIS_NODE_TTL_MS: '3000' }).cluster).toMatchObject({
    keyPrefix: 'site-a:',
    nodeTtlMs: 3000,
  });
});

it('refuses a malformed REDIS_URL, and a heartbeat TTL outside 500–12000, saying the bound it keeps', () => {
  expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
  const refusal = /^REDIS_NODE_TTL_MS must be an integer from 500 to 12000 \(a dead node's members are then removed within 15 s\), got "/;
  for (const ttl of ['499', '12001', '20000', 'soon', '5000.5'])
    expect(() => loadConfig({ REDIS_URL: 'redis://h:1', REDIS_NODE_TTL_MS: ttl })).toThrow(refusal);
  for (const ttl of [500, 12_000]) expect(loadConfig({ REDIS_URL: 'redis://h:1', REDIS_NODE_TTL_MS: String(ttl) }).cluster?.nodeTtlMs).toBe(ttl);
});

it('keeps the README promise at every allowed TTL: a dead node swept within 10 s at the default, 15 s at the largest', () => {
  // TTL + one sweep period + half a second for the 'client left' to reach the partner (one
  // PUBLISH and one socket send; nodeFailure.test.ts measures the default case end to end).
  const worstCase = (ttl: number) => ttl + beatPeriodMs(ttl) + 500;
  expect(worstCase(DEFAULT_NODE_TTL_MS)).toBeLessThanOrEqual(10_000);
  expect(worstCase(NODE_TTL_RANGE_MS.max)).toBeLessThanOrEqual(MAX_DEAD_NODE_WAIT_MS);
  expect(MAX_DEAD_NODE_WAIT_MS).toBe(15_000);
});

it('refuses to start on an unreachable Redis in one sentence, without its password', async () => {
  setLogSilent(true);
  // A leased port: nothing of ours listens there, and the kernel hands it to no one else.
  const lease = await leasePort();
  const url = `redis://:s3cret@127.0.0.1:${lease.port}`;
  expect(redactedUrl(url)).not.toContain('s3cret');
  const starting = createRedisRooms({ redisUrl: url, keyPrefix: 't:', nodeTtlMs: DEFAULT_NODE_TTL_MS, ...DEFAULT_SIGNALLING_LIMITS });
  await expect(starting).rejects.toThrow(/^could not reach Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/?\)/);
  await starting.catch((error: Error) => expect(error.message).not.toContain('s3cret'));
  lease.release();
}, 20_000);

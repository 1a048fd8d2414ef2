import { expect, it } from 'vitest';
import { freePort } from '../testing/authEmulator';
import { loadConfig } from '../config';
import { setLogSilent } from '../log';
import { DEFAULT_SIGNALLING_LIMITS } from '../signalling/limits';
import { DEFAULT_NODE_TTL_MS } from './nodeLiveness';
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
  expect(loadConfig({ REDIS_URL: 'rediss://h:1', REDIS_KEY_PREFIX: 'site-a:', REDIS_NODE_TTL_MS: '3000' }).cluster).toMatchObject({ keyPrefix: 'site-a:', nodeTtlMs: 3000 });
});

it('refuses a malformed REDIS_URL, and a heartbeat TTL that would break the stated 15 s bound', () => {
  expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
  expect(() => loadConfig({ REDIS_URL: 'redis://h:1', REDIS_NODE_TTL_MS: '20000' })).toThrow(/REDIS_NODE_TTL_MS/);
  expect(() => loadConfig({ REDIS_URL: 'redis://h:1', REDIS_NODE_TTL_MS: 'soon' })).toThrow(/REDIS_NODE_TTL_MS/);
});

it('refuses to start on an unreachable Redis in one sentence, without its password', async () => {
  setLogSilent(true);
  const url = `redis://:s3cret@127.0.0.1:${await freePort()}`;
  expect(redactedUrl(url)).not.toContain('s3cret');
  const starting = createRedisRooms({ redisUrl: url, keyPrefix: 't:', nodeTtlMs: DEFAULT_NODE_TTL_MS, ...DEFAULT_SIGNALLING_LIMITS });
  await expect(starting).rejects.toThrow(/^could not reach Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/?\)/);
  await starting.catch((error: Error) => expect(error.message).not.toContain('s3cret'));
}, 20_000);

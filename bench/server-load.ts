/**
 * `npm run bench:server [-- --rooms=5000 --rate=0.5 --duration=20]`: load test of room signalling.
 * Runs the single-node scenario, then (where redis-server is installed) the clustered one: two
 * nodes sharing rooms through a redis-server of its own, each room's members on different
 * nodes. Reports connections held, relayed messages per second, p50/p99/max relay latency,
 * server memory per connection, lost messages and (clustered) Redis commands per relayed
 * message, side by side; writes JSON to bench/results/. `--single` or `--cluster` runs one.
 * Traffic stays on loopback and every phase is bounded in time, so it always stops by itself.
 */
import { REDIS_MISSING, type RedisServer, redisServerAvailable, startRedisServer } from '../server/testing/redisServer';
import { ensureFileDescriptors } from './server-fdlimit';
import { type BenchSettings, runningNodes, runScenario } from './server-load-run';
import { type BenchResult, printAndSave, printSideBySide } from './server-report';

function option(name: string, fallback: number): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const settings: BenchSettings = {
  rooms: option('rooms', 5000),
  /**
   * Messages per second each client sends to its peer. 0.5 (5,000 relayed/s at 5,000 rooms) is
   * every room renegotiating all the time; a real room sends ~30 messages at set-up, then none.
   */
  ratePerClient: option('rate', 0.5),
  warmupSeconds: option('warmup', 3),
  durationSeconds: option('duration', 20),
  offerEvery: option('offer-every', 10),
  connectConcurrency: option('connect-concurrency', 200),
};
const only = process.argv.includes('--single') ? 'single' : process.argv.includes('--cluster') ? 'cluster' : 'both';
const HARD_DEADLINE_MS = 15 * 60 * 1000;

ensureFileDescriptors(settings.rooms * 2 + 1000);

let redis: RedisServer | undefined;
const deadline = setTimeout(() => {
  console.error('bench:server: hard deadline reached, stopping');
  for (const child of runningNodes) child.kill('SIGKILL');
  void redis?.kill();
  process.exit(2);
}, HARD_DEADLINE_MS);
deadline.unref();

const results: BenchResult[] = [];
if (only !== 'cluster') results.push(await runScenario(settings));
if (only !== 'single') {
  if (redisServerAvailable()) {
    redis = await startRedisServer();
    try {
      results.push(await runScenario(settings, redis.url));
    } finally {
      await redis.stop();
    }
  } else {
    console.warn(`bench:server: ${REDIS_MISSING.replace('Redis-backed room tests are', 'clustered run is')}`);
  }
}
const passed = results.map((result) => printAndSave(result)).every(Boolean);
if (results.length > 1) printSideBySide(results);
process.exit(passed ? 0 : 1);

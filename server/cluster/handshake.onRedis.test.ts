import { runSuiteOnRedis } from './onRedis';

await runSuiteOnRedis(() => import('../signalling/handshake.test'));

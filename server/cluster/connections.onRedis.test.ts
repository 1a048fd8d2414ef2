import { runSuiteOnRedis } from './onRedis';

await runSuiteOnRedis(() => import('../signalling/connections.test'));

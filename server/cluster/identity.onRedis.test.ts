import { runSuiteOnRedis } from './onRedis';

await runSuiteOnRedis(() => import('../signalling/identity.test'));

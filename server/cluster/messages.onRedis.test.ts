import { runSuiteOnRedis } from './onRedis';

await runSuiteOnRedis(() => import('../signalling/messages.test'));

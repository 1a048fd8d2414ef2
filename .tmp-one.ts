import { startAuthEmulator } from './server/testing/authEmulator';

const t0 = performance.now();
const e = await startAuthEmulator();
console.log(`ready after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await e.stop();

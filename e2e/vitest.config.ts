import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server on a free port, serving a fresh build.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Most of a browser test waits (on a run's frames, a worker, the server), so a third file at
    // once fills those waits on two cores: 527 s -> 458 s for the whole suite on a quiet machine,
    // each test about a quarter slower; it also passed whole at a load average of 13-18.
    // A fourth would only add contention.
    maxWorkers: 3,
    fileParallelism: true,
  },
});

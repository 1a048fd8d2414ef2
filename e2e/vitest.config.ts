import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server on a free port, serving a fresh build.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: more than two Chromiums at once only makes every test slower.
    maxWorkers: 2,
    fileParallelism: true,
  },
});

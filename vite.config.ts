import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One config for the site build and the unit tests; browser tests (e2e/) run on their own
// runner against the built site, so Vitest skips them.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  worker: { format: 'es' },
  server: { proxy: { '/nonsenseActive': 'http://localhost:8787' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

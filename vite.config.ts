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
  // `npm run dev` beside `npm run serve`: the site's HTTP calls go to the real server. Room
  // sockets share the path '/' with Vite's own HMR socket, so in dev point
  // VITE_BROADCAST_SERVER_URL at the server instead (see README).
  server: {
    proxy: Object.fromEntries(
      ['/nonsenseActive', '/api', '/auth-config.json'].map((path) => [path, 'http://127.0.0.1:8787']),
    ),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The boot script blocks rendering until it has run (`blocking="render"`; browsers without it
 * just run it as before): the page's first frame is then the boot shell, not a blank page the
 * shell replaces a moment later. In software compositing each frame costs a full-window swap,
 * and the blank one delayed the shell's. Vite writes the entry's tag itself, so the attribute is
 * added here.
 */
function renderBlockingBoot(): Plugin {
  return {
    name: 'render-blocking-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry);
        const tag = entry && `<script type="module" crossorigin src="/${entry.fileName}">`;
        if (!tag || !html.includes(tag)) throw new Error('render-blocking-boot: the entry script tag is not where Vite puts it');
        return html.replace(tag, tag.replace('>', ' blocking="render">'));
      },
    },
  };
}

// One config for the site build and the unit tests; browser tests (e2e/) run on their own
// runner against the built site, so Vitest skips them.
export default defineConfig({
  plugins: [react(), renderBlockingBoot()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { polyfill: false },
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
    include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default on two cores is one worker, but most of this suite's time is spent
    // waiting on redis-server, the Auth emulator and timers, not on the CPU: three workers
    // took the run from 385 s to 243 s here (four: 224 s, with more contention per test).
    maxWorkers: 3,
  },
});

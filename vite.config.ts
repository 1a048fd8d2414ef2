import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The boot (src/main.tsx) imports the app (src/app/start.tsx) dynamically, so Vite would list
 * the app's chunks only when the boot asks for them. Listing them as modulepreload links in
 * index.html lets the browser fetch and compile them while it parses the page and paints the
 * shell (issue 14, first paint); they are evaluated only when the boot imports them.
 */
function preloadApp(appModule = '/src/app/start.tsx'): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
        const app = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(appModule));
        if (!app) throw new Error(`preload-app: no chunk for ${appModule}`);
        const closure = new Set<string>();
        const visit = (fileName: string) => {
          if (closure.has(fileName)) return;
          closure.add(fileName);
          for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
        };
        visit(app.fileName);
        return [...closure]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

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
  plugins: [react(), preloadApp(), renderBlockingBoot()],
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
    include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { webManifest } from './src/app/pwa/webManifest.ts';

/**
 * The boot script blocks rendering until it has run (`blocking="render"`; browsers without it
 * just run it as before): the page's first frame is then the boot shell, not a blank page the
 * shell replaces a moment later. In software compositing each frame costs a full-window swap,
 * and the blank one delayed the shell's. Vite writes the entry's tag itself, so the attribute is
 * added here, to the site's page only (the embed player has no boot shell).
 */
function renderBlockingBoot(): Plugin {
  return {
    name: 'render-blocking-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path, chunk: entry }) {
        if (path !== '/index.html') return html;
        const tag = entry && `<script type="module" crossorigin src="/${entry.fileName}">`;
        if (!tag || !html.includes(tag)) throw new Error('render-blocking-boot: the entry script tag is not where Vite puts it');
        return html.replace(tag, tag.replace('>', ' blocking="render">'));
      },
    },
  };
}

/**
 * A dynamic import preloads the chunks its target needs (Vite's `__vite__mapDeps` lists, written
 * into the importing chunk), but only those the importing chunk has not loaded already: a chunk
 * it imports statically, directly or not, is in memory before its code can run the import, and
 * naming it again only costs bytes. With the embed player a second entry (issue 49), the site's
 * shared code is split into more chunks and every list grew with them: the home route's lists
 * alone came to about 3.9 kB, most of them chunks the home route had just loaded. The CSS a
 * target needs is kept as Vite lists it.
 */
function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();
  const staticClosure = (fileName: string): Set<string> => {
    const known = loadedBy.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (seen.has(name) || chunk?.type !== 'chunk') return;
      seen.add(name);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(fileName);
    loadedBy.set(fileName, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedBy.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

const preloads = preloadOnlyWhatIsMissing();

/**
 * Installable and offline (issue 51): the web app manifest, and a Workbox service worker that
 * precaches the whole built site (every route's chunks, the module workers Vite writes to
 * assets/, Pixi, previews, icons) so any route opens offline after one visit. It caches nothing
 * at run time: the reviews API and its live feed, /auth-config.json, the health check, the room
 * socket and Firebase are not in the precache and no route answers them, so they always go to
 * the network. A new build is a new precache; the worker then waits ('prompt') until the page's
 * 'Reload' (src/app/pwa/) asks it to take over, instead of swapping code under a running page.
 * The app registers it itself, after load and idle (src/app/start.tsx): no inline script.
 */
function installableOffline() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: webManifest,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,ico,woff2,webmanifest}'],
      // Vite names what it writes to assets/ by content: fetched as is, a chunk the page has just
      // loaded comes from the HTTP cache instead of a second download.
      dontCacheBustURLsMatching: /^assets\//,
      // Routes are hash routes, so the root is the only page of the site: a navigation to it (with
      // any query, e.g. ?bench) gets the precached index.html; any other path goes to the server
      // as before. The embed player (issue 49) is the other page: a navigation to /embed/ matches
      // the precached embed/index.html by its folder (precaching comes before this fallback), so
      // the embed never gets the site's page, offline or not.
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/(\?.*)?$/],
      directoryIndex: 'index.html',
      // The first visit's page is controlled as soon as the precache is in, so its next route
      // loads from it; an update still waits for 'Reload' (no skipWaiting of its own).
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}

// One config for the site build and the unit tests; browser tests (e2e/) run on their own
// runner against the built site, so Vitest skips them.
export default defineConfig({
  plugins: [react(), renderBlockingBoot(), preloads.plugin, installableOffline()],
  build: {
    // Two pages: the site, and the embed player other sites frame (issue 49), a small bundle of
    // its own that shares the family pages' chunks with the site.
    rolldownOptions: { input: { index: 'index.html', embed: 'embed/index.html' } },
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
  },
  worker: { format: 'es' },
  // `npm run dev` beside `npm run serve`: the site's HTTP calls go to the real server. Room
  // sockets share the path '/' with Vite's own HMR socket, so in dev point
  // VITE_BROADCAST_SERVER_URL at the server instead (see README).
  server: {
    proxy: Object.fromEntries(['/nonsenseActive', '/api', '/auth-config.json'].map((path) => [path, 'http://127.0.0.1:8787'])),
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

import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';

/**
 * `npm run dev` renders under React's StrictMode, which runs every effect twice on mount: the
 * stage asks for its renderer twice on one host, and the first one, resolved after its effect
 * was cleaned up, is destroyed, possibly after the second has already drawn into the host. A
 * renderer whose destroy cleared the whole host (the scheduler's did) could leave that stage
 * blank in development, depending on the order the two creations resolved in; the production
 * build, which the other browser tests serve, never mounts twice. So this file runs the dev
 * server: its pages, and its modules imported straight into a page to check the renderers'
 * side of the contract in that exact order.
 */
/** Every DOM stage renderer (the Pixi ones remove only their own canvas). Add a new one here. */
const domRenderers = [
  { module: '/src/families/scheduler/domSchedulerStage.ts', name: 'DomSchedulerStage' },
  { module: '/src/families/equation/domEquationStage.ts', name: 'DomEquationStage' },
  { module: '/src/render/board/DomBoard.ts', name: 'DomBoard' },
];

const stages = [
  { route: 'processschedulervisualizer/roundrobin?procs=0:24,0:3,0:3&q=4', root: '[role="group"][aria-label="Lanes and Gantt chart"]' },
  { route: 'equationevaluationvisualizer/infix', root: '.eqs-root' },
  { route: 'games/soduko', root: '[role="grid"][aria-label="Sudoku board"]' },
];

describe('the dev server (React StrictMode)', () => {
  let vite: ViteDevServer;
  let http: Server;
  let browser: Browser;
  let baseUrl = '';

  beforeAll(async () => {
    vite = await createServer({ logLevel: 'silent', server: { middlewareMode: true, hmr: false }, appType: 'spa' });
    http = createHttpServer(vite.middlewares);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => http?.close(resolve));
    await vite?.close();
  });

  it('destroying a DOM renderer leaves a second one on the same host drawn', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/#/`);
    // A string, not a function: the test runner would rewrite a function's `import()` for Node.
    const results = await page.evaluate(`(async (renderers) => {
      const out = [];
      for (const { module, name } of renderers) {
        const Renderer = (await import(module))[name];
        const host = document.createElement('div');
        document.body.append(host);
        // StrictMode's order: the first is made, then the second, then the first is thrown away.
        const first = new Renderer(host, { label: 'Board', onActivate: () => {} });
        const firstNodes = [...host.childNodes];
        new Renderer(host, { label: 'Board', onActivate: () => {} });
        const secondNodes = [...host.childNodes].filter((node) => !firstNodes.includes(node));
        first.destroy();
        out.push({
          name,
          secondKept: secondNodes.length > 0 && secondNodes.every((node) => host.contains(node)),
          firstGone: firstNodes.every((node) => !host.contains(node)),
        });
        host.remove();
      }
      return out;
    })(${JSON.stringify(domRenderers)})`);
    expect(results).toEqual(domRenderers.map(({ name }) => ({ name, secondKept: true, firstGone: true })));
    await page.close();
  });

  for (const { route, root } of stages) {
    it(`draws one ${route.split('?')[0]} stage`, async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl}/#/${route}`);
      // The first visit compiles the page's modules on demand.
      const host = page.locator('[data-testid="visualizer-stage"] [data-ready="true"]');
      await host.waitFor({ timeout: 45_000 });
      await expect.poll(() => host.locator(root).count(), { timeout: 5_000 }).toBe(1);
      // The renderer thrown away left nothing behind, and took nothing with it.
      await page.waitForTimeout(500);
      expect(await host.locator(root).count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

import type { Browser, BrowserContext, LaunchOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium } from './chromium';
import { type CspViolation, collectCspViolations, describeViolations } from './cspViolations';

/**
 * One browser per test file, closed after it; each test opens its own context. Every context
 * records Content-Security-Policy violations, and a test with any fails.
 */
export function useBrowser(options: LaunchOptions = {}) {
  const state: { browser?: Browser; baseUrl: string } = { baseUrl: '' };
  const violations: CspViolation[] = [];
  beforeAll(async () => {
    state.baseUrl = inject('baseUrl');
    state.browser = await launchChromium(options);
  });
  afterEach(() => {
    const seen = violations.splice(0);
    if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${describeViolations(seen)}`);
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    get baseUrl() {
      return state.baseUrl;
    },
    /** Hands over (and forgets) what was recorded so far: for tests that cause violations on purpose. */
    takeCspViolations(): CspViolation[] {
      return violations.splice(0);
    },
    /**
     * Service workers are blocked unless a test passes `serviceWorkers: 'allow'` (e2e/offline.e2e.ts):
     * once the site's worker controls a page it answers chunk requests from its precache, and a
     * test's `route()` that fails or holds a chunk would no longer see them.
     */
    async newContext(init: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
      if (!state.browser) throw new Error('browser not launched yet');
      const context = await state.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...init });
      await collectCspViolations(context, violations);
      return context;
    },
    async newPage(init: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      const context = await this.newContext(init);
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        throw error;
      });
      return page;
    },
  };
}

/** Opens a hash route and waits for the app to have rendered something into #root. */
export async function openRoute(page: Page, baseUrl: string, route: string) {
  await page.goto(`${baseUrl}/#${route}`);
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
}

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openRoute } from './browser';
import { signInAs } from './login';

type ContextOptions = Parameters<Browser['newContext']>[0];

interface BrowserHandle {
  readonly baseUrl: string;
  newContext(init?: ContextOptions): Promise<BrowserContext>;
}

/**
 * A signed-in visitor on /realtimeapps in a context of their own, allowed camera and
 * microphone. The machine has no network, so peers use loopback host candidates only
 * (README: the `realtime:iceServers` override).
 */
export async function signedInRoomVisitor(
  browser: BrowserHandle,
  name: string,
  init: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { permissions = [], ...rest } = init ?? {};
  const context = await browser.newContext({ ...rest, permissions: ['camera', 'microphone', ...permissions] });
  await context.addInitScript(() => localStorage.setItem('realtime:iceServers', '[]'));
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await openRoute(page, browser.baseUrl, '/realtimeapps'); // the page opens the login overlay itself
  await signInAs(page, { name, email: `${name.toLowerCase()}-${Date.now()}@example.com` });
  return { context, page };
}

/** Waits for a toast (or any exact text) to show. */
export const waitForText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });

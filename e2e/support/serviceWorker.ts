import type { Page } from 'playwright-core';

/**
 * Waits until the site's service worker controls the page. It registers once the page has
 * loaded and idled, and takes control once its precache is complete (Workbox installs only when
 * every precached file is in), so from then on every route opens without the network.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout });
}

/** Every path in the page's Cache Storage, whichever cache holds it. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** The page's service worker registration as the page sees it: which worker is active, which waits. */
export function registrationState(page: Page): Promise<{ active: boolean; waiting: boolean; controlled: boolean }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: Boolean(registration?.active),
      waiting: Boolean(registration?.waiting),
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

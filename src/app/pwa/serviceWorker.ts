import { registerSW } from 'virtual:pwa-register';

/** A tab left open (an installed app's window) asks the server for a new build this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** After 'Reload', how long the new worker may take to take over before the page reloads anyway. */
const TAKEOVER_BACKSTOP_MS = 5000;

/**
 * Registers the site's service worker (built by vite-plugin-pwa, see vite.config.ts). When a new
 * build's worker is installed and waiting, `offer` is asked to tell the visitor, with the function
 * that lets it take over: only then does it (SKIP_WAITING), and the page reloads once it controls
 * the page, so code never changes under a running page. Called once the page has loaded and
 * idled (src/app/start.tsx).
 */
export function registerServiceWorker(offer: (reload: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const takeOver = registerSW({
    immediate: true,
    onNeedRefresh() {
      offer(() => {
        // Workbox reloads only a page that had a worker when it registered; the first visit's
        // page did not, so the reload is asked for here.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        void takeOver(true);
        setTimeout(() => window.location.reload(), TAKEOVER_BACKSTOP_MS);
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      // Not fatal: the site works online as it did without one.
      console.warn('The service worker could not be registered, so the site will not work offline:', error);
    },
  });
}

import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { registerSW } from 'virtual:pwa-register';

export const NEW_VERSION_AVAILABLE = 'A new version is available';
export const RELOAD = 'Reload';
/** A tab left open (an installed app's window) asks the server for a new build this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** After 'Reload', how long the new worker may take to take over before the page reloads anyway. */
const TAKEOVER_BACKSTOP_MS = 5000;

/**
 * Registers the site's service worker (built by vite-plugin-pwa, see vite.config.ts) and tells
 * the visitor when a new build is waiting: 'A new version is available' with 'Reload'. The new
 * worker takes over only on that click, and the page then reloads, so code never changes under
 * a running page. Called once the page has loaded and idled (src/app/start.tsx).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const takeOver = registerSW({
    immediate: true,
    onNeedRefresh() {
      enqueueSnackbar(NEW_VERSION_AVAILABLE, {
        variant: 'info',
        persist: true,
        preventDuplicate: true,
        action: (key: SnackbarKey) => (
          <button
            type="button"
            className="light-toast__action"
            onClick={() => {
              closeSnackbar(key);
              // The plugin reloads the page once the new worker controls it.
              void takeOver(true);
              setTimeout(() => window.location.reload(), TAKEOVER_BACKSTOP_MS);
            }}
          >
            {RELOAD}
          </button>
        ),
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

/** How long an idle callback may be put off on a page that is never idle (a running visualizer). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `task` once the page has loaded and the main thread is idle: the service worker's
 * registration and its precache download then never compete with the first paint or the
 * app's start (issue 51: no cost for the first visit). Browsers without requestIdleCallback
 * (Safari before 18) wait a second after load instead.
 */
export function whenLoadedAndIdle(task: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

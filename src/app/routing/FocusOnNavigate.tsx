import { useEffect, useRef } from 'react';
import { splitRoute, useFullHash } from './hashLocation';

/** How long a new page may take to appear (a lazily loaded route on a slow phone). */
const WAIT_FOR_PAGE_MS = 10_000;

/**
 * After a navigation to another page, keyboard focus goes to the new page's `main` (it has
 * tabIndex -1 for the skip link): the link that was followed is gone with the old page, which
 * left focus on the body, so a screen reader said nothing and the next Tab started from the top.
 * Only when focus was lost: a control that is still on the page keeps it, and the first load
 * moves nothing. `preventScroll`: where the page scrolls is ScrollManager's.
 */
export function FocusOnNavigate() {
  const hash = useFullHash();
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const { path } = splitRoute(hash.replace(/^#/, ''));
    const previous = shownPath.current;
    shownPath.current = path;
    if (previous === null || previous === path) return;
    const focusLost = () => document.activeElement === null || document.activeElement === document.body;
    // The old page may stay up while the new one loads (a lazy route), with focus still on the
    // link that was followed: wait for the new page's main, shown. A page that stays (another
    // room link on the realtime page) keeps its main, and its focus unless that was lost.
    const oldMain = document.getElementById('main');
    const tryFocus = () => {
      const main = document.getElementById('main');
      if (!main || main.getClientRects().length === 0) return false;
      if (main === oldMain && !focusLost()) return false;
      if (focusLost()) main.focus({ preventScroll: true });
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_PAGE_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash]);
  return null;
}

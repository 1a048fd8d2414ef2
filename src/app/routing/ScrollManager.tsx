import { useEffect, useRef } from 'react';
import { splitRoute, useFullHash } from './hashLocation';
import { scrollBehavior } from './scrollBehavior';

/**
 * Every navigation scrolls to the top, or smoothly to the element named by the fragment
 * (spec §2). The target may appear later than the hash: a page loaded lazily, or a section
 * shown only after sign-in (a Projects card opening #/realtimeapps#drawingboard while logged
 * out, which gave up after 3 s and left the page at its top). So it is awaited until the route
 * changes, or until the visitor scrolls the page themselves (then jumping would yank it away).
 * A fragment dropped on the same page (the header's link to the page you are on) glides to the
 * top; a new page starts at its top at once.
 */
export function ScrollManager() {
  const hash = useFullHash();
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const { path, fragment } = splitRoute(hash.replace(/^#/, ''));
    const samePage = shownPath.current === path;
    shownPath.current = path;
    if (!fragment) {
      window.scrollTo({ top: 0, left: 0, behavior: samePage ? scrollBehavior() : 'auto' });
      return;
    }
    const scrollTo = (target: HTMLElement) => target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    const now = document.getElementById(fragment);
    if (now) {
      scrollTo(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = document.getElementById(fragment);
      if (!target) return;
      stop();
      scrollTo(target);
    });
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchmove', stop, { passive: true });
    return stop;
  }, [hash]);
  return null;
}

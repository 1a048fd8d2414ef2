import { useEffect } from 'react';
import { splitRoute, useFullHash } from './hashLocation';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Every navigation scrolls to the top, or smoothly to the element named by the fragment
 * (spec §2). The target may appear later than the hash: a page loaded lazily, or a section
 * shown only after sign-in (a Projects card opening #/realtimeapps#drawingboard while logged
 * out, which gave up after 3 s and left the page at its top). So it is awaited until the route
 * changes, or until the visitor scrolls the page themselves (then jumping would yank it away).
 */
export function ScrollManager() {
  const hash = useFullHash();
  useEffect(() => {
    const { fragment } = splitRoute(hash.replace(/^#/, ''));
    if (!fragment) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    const scrollTo = (target: HTMLElement) => target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
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

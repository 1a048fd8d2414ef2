import { useEffect } from 'react';
import { splitRoute, useFullHash } from './hashLocation';

const GIVE_UP_AFTER_MS = 3000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Every navigation scrolls to the top, or smoothly to the element named by the fragment
 * (spec §2). Pages load lazily, so the target may appear a few frames after the hash changes:
 * keep looking for a short while instead of giving up at once.
 */
export function ScrollManager() {
  const hash = useFullHash();
  useEffect(() => {
    const { fragment } = splitRoute(hash.replace(/^#/, ''));
    if (!fragment) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(fragment);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (performance.now() - started < GIVE_UP_AFTER_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return null;
}

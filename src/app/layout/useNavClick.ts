import type { MouseEvent } from 'react';
import { useHashRouteLocation } from '../routing/hashLocation';

/**
 * Clicking the link of the page you are already on scrolls to the top (spec §2) instead of
 * doing nothing, which is what an unchanged hash would otherwise do.
 */
export function useNavClick(path: string) {
  const [current] = useHashRouteLocation();
  return (event: MouseEvent) => {
    if (current !== path) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (location.hash !== `#${path}`) history.replaceState(null, '', `#${path}`);
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
}

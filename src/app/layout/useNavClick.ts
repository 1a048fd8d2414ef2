import type { MouseEvent } from 'react';
import { replaceHash, useHashRouteLocation } from '../routing/hashLocation';
import { scrollBehavior } from '../routing/scrollBehavior';

/**
 * Clicking the link of the page you are already on scrolls to the top (spec §2) instead of
 * doing nothing, which is what an unchanged hash would otherwise do. A fragment in the hash is
 * dropped (without a history entry), and ScrollManager then glides to the top.
 */
export function useNavClick(path: string) {
  const [current] = useHashRouteLocation();
  return (event: MouseEvent) => {
    if (current !== path) return;
    event.preventDefault();
    if (location.hash !== `#${path}`) {
      replaceHash(path);
      return;
    }
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
}

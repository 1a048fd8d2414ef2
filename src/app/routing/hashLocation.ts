import { useSyncExternalStore } from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { splitRoute } from './routePath';

export function useHashRouteLocation(): [string, typeof navigate] {
  const [location, nav] = useHashLocation();
  return [splitRoute(location).path, nav];
}

/** Hears `replaceHash` too: history.replaceState fires no hashchange. */
const rewriteListeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  addEventListener('hashchange', onChange);
  rewriteListeners.add(onChange);
  return () => {
    removeEventListener('hashchange', onChange);
    rewriteListeners.delete(onChange);
  };
}

/**
 * Rewrites the hash without a history entry, and tells `useFullHash`. Untold, it kept the old
 * fragment, and a later link to that same fragment compared equal to it and did not scroll.
 */
export function replaceHash(path: string): void {
  history.replaceState(null, '', `#${path}`);
  for (const listener of rewriteListeners) listener();
}

/**
 * The hash's path and fragment, so effects can react to fragment-only changes too; a page's
 * state query is left out (rewriting it is not a navigation).
 */
export function useFullHash(): string {
  return useSyncExternalStore(subscribe, () => {
    const { path, fragment } = splitRoute(location.hash.replace(/^#/, ''));
    return fragment ? `#${path}#${fragment}` : `#${path}`;
  });
}

export { hrefOf } from '../../engine/url/hashQuery';
export { navigate, splitRoute };

import { useSyncExternalStore } from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { splitRoute } from './routePath';

export function useHashRouteLocation(): [string, typeof navigate] {
  const [location, nav] = useHashLocation();
  return [splitRoute(location).path, nav];
}

function subscribe(onChange: () => void): () => void {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
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

export function hrefOf(path: string): string {
  return `#${path}`;
}

export { navigate, splitRoute };

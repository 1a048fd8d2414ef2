import { useSyncExternalStore } from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';

/**
 * Hash routing with an in-page fragment: `#/projects#sortvisualizer` routes to `/projects`
 * and names `sortvisualizer` as the element to scroll to. wouter's own hash hook would treat
 * the whole `/projects#sortvisualizer` as the path, so the fragment is split off here.
 */
export function splitRoute(hashPath: string): { path: string; fragment: string } {
  const at = hashPath.indexOf('#');
  // A visualizer's state rides in the query (`/sortvisualizer/bubblesort?n=10`): not part of the path.
  const withoutQuery = (text: string) => text.split('?')[0];
  if (at < 0) return { path: withoutQuery(hashPath) || '/', fragment: '' };
  return { path: withoutQuery(hashPath.slice(0, at)) || '/', fragment: decodeURIComponent(hashPath.slice(at + 1)) };
}

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

export { navigate };

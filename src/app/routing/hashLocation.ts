import { useSyncExternalStore } from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';

/**
 * Hash routing with an in-page fragment: `#/projects#sortvisualizer` routes to `/projects`
 * and names `sortvisualizer` as the element to scroll to. wouter's own hash hook would treat
 * the whole `/projects#sortvisualizer` as the path, so the fragment is split off here.
 */
export function splitRoute(hashPath: string): { path: string; fragment: string } {
  const at = hashPath.indexOf('#');
  if (at < 0) return { path: hashPath || '/', fragment: '' };
  return { path: hashPath.slice(0, at) || '/', fragment: decodeURIComponent(hashPath.slice(at + 1)) };
}

export function useHashRouteLocation(): [string, typeof navigate] {
  const [location, nav] = useHashLocation();
  return [splitRoute(location).path, nav];
}

function subscribe(onChange: () => void): () => void {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
}

/** The full hash (path and fragment), so effects can react to fragment-only changes too. */
export function useFullHash(): string {
  return useSyncExternalStore(subscribe, () => location.hash);
}

export function hrefOf(path: string): string {
  return `#${path}`;
}

export { navigate };

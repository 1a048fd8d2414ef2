import { decodeSafely } from './decodeSafely';

/**
 * Hash routing with an in-page fragment: `#/projects#sortvisualizer` routes to `/projects`
 * and names `sortvisualizer` as the element to scroll to. wouter's own hash hook would treat
 * the whole `/projects#sortvisualizer` as the path, so the fragment is split off here.
 *
 * A module of its own, free of React and wouter: the boot shell (src/main.tsx) reads the route
 * with it before the app's JavaScript has loaded.
 */
export function splitRoute(hashPath: string): { path: string; fragment: string } {
  const at = hashPath.indexOf('#');
  // A visualizer's state rides in the query (`/sortvisualizer/bubblesort?n=10`): not part of the path.
  const withoutQuery = (text: string) => text.split('?')[0];
  if (at < 0) return { path: withoutQuery(hashPath) || '/', fragment: '' };
  return { path: withoutQuery(hashPath.slice(0, at)) || '/', fragment: decodeSafely(hashPath.slice(at + 1)) };
}

/** The route path of a `location.hash`, read as wouter's hash hook reads it (leading `#` and `/` optional). */
export function routePathOf(hash: string): string {
  return splitRoute(`/${hash.replace(/^#?\/?/, '')}`).path;
}

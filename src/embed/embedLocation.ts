import { useSyncExternalStore } from 'react';
import { splitHash } from '../engine/url/hashQuery';
import { splitQuery } from './embedQueryStore';

/**
 * The embed page's address as its parts follow it: the route (which page), the embed's keys
 * (autoplay, loop, controls) and the whole hash (the 'Open on the site' link). A page writes its
 * state with history.replaceState, which fires no event, so its query store tells `hashWritten`.
 */
const writes = new Set<() => void>();

export function hashWritten(): void {
  for (const listener of writes) listener();
}

function subscribe(listener: () => void): () => void {
  writes.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    writes.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

/** `/{family}/{value}`, re-rendering only when it changes (not at each write of the page's state). */
export const useRoutePath = () => useSyncExternalStore(subscribe, () => splitHash(window.location.hash).path);

/** The embed's own part of the query (`autoplay=1&loop=1`). */
export const useEmbedPart = () => useSyncExternalStore(subscribe, () => splitQuery(splitHash(window.location.hash).query).embed);

/** The whole hash, as the page last wrote it. */
export const useHash = () => useSyncExternalStore(subscribe, () => window.location.hash);

/**
 * The site's page for the same route and state, without the embed's keys:
 * `{origin}/#/{family}/{value}?{state}`.
 */
export function siteUrlOf(origin: string, hash: string): string {
  const { path, query } = splitHash(hash);
  if (!path) return `${origin}/`;
  const { page } = splitQuery(query);
  return `${origin}/#${path}${page ? `?${page}` : ''}`;
}

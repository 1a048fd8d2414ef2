/**
 * What a sibling card takes along from the page it is on: the same input, shown by another
 * algorithm of the family. A student checks one textbook set under every scheduler, one grid
 * under every search, one row of bars under every sort; a card that dropped the input made
 * them type it again on each page. Which keys travel is each family's own rule (its entry's
 * `carries`); the pace keys every page reads travel between any two pages of one entry. A race
 * (`race`) stays behind: it names a rival for this page.
 */
import { hashWithQuery, readQuery, splitHash } from '../../engine/url/hashQuery';
import { PLAYBACK_KEYS } from '../../engine/url/playbackKeys';
import { type CatalogueItem, entryOf } from './catalogue';

/** The URL keys that keep their meaning from `from` to `to`: none between two entries (two games). */
export function carriedKeys(from: CatalogueItem, to: CatalogueItem): readonly string[] {
  const entry = entryOf(from);
  if (!entry || entry !== entryOf(to)) return [];
  return [...PLAYBACK_KEYS, ...(entry.carries?.(from.value, to.value) ?? [])];
}

/** The sibling's link with the carried part of this page's URL state (`hash`: the page's own). */
export function siblingHref(from: CatalogueItem, to: CatalogueItem, hash: string): string {
  const query = readQuery(splitHash(hash).query).params;
  const keys = new Set(carriedKeys(from, to));
  const carried = new URLSearchParams();
  for (const [key, value] of query) if (keys.has(key)) carried.append(key, value);
  return hashWithQuery(to.link, carried);
}

/**
 * What a sibling card takes along from the page it is on: the same input, shown by another
 * algorithm of the family. A student checks one textbook set under every scheduler, one grid
 * under every search, one row of bars under every sort; a card that dropped the input made
 * them type it again on each page. Only keys the sibling reads the same way travel, so the
 * link never earns an 'Ignored …' note. A race (`race`) stays behind: it names a rival for
 * this page.
 */
import { hasDepthLimit, isArraySearch, isGridSearch } from '../../../workers/search/searchTypes';
import type { CatalogueItem } from './catalogue';
import { hashWithQuery, readQuery, splitHash } from '../../engine/url/hashQuery';

const PACE = ['speed', 'fastest'];
/** Counting sort reads values below its own range; other sorts' values (up to 999) may not fit. */
const COUNTING_SORT = 'countingsort';
/** The two infix pages read the same expression; postfix and prefix are other notations. */
const INFIX = ['infix', 'infix2pointer'];

/** The URL keys that keep their meaning from `from` to `to`. */
export function carriedKeys(from: CatalogueItem, to: CatalogueItem): readonly string[] {
  if (from.family !== to.family) return [];
  switch (to.family) {
    case 'sortvisualizer':
      return from.value === COUNTING_SORT || to.value === COUNTING_SORT ? [...PACE, 'n'] : [...PACE, 'n', 'values'];
    case 'searchvisualizer':
      if (isArraySearch(from.value) && isArraySearch(to.value)) return [...PACE, 'values', 'key'];
      if (isGridSearch(from.value) && isGridSearch(to.value)) {
        const both = hasDepthLimit(from.value) && hasDepthLimit(to.value);
        return both ? [...PACE, 'grid', 'diag', 'limit'] : [...PACE, 'grid', 'diag'];
      }
      return PACE;
    case 'equationevaluationvisualizer':
      return INFIX.includes(from.value) && INFIX.includes(to.value) ? [...PACE, 'expr'] : PACE;
    case 'processschedulervisualizer':
      return [...PACE, 'procs', 'n', 'range', 'seed', 'q'];
    case 'games':
      return [];
  }
}

/** The sibling's link with the carried part of this page's URL state (`hash`: the page's own). */
export function siblingHref(from: CatalogueItem, to: CatalogueItem, hash: string): string {
  const query = readQuery(splitHash(hash).query).params;
  const keys = new Set(carriedKeys(from, to));
  const carried = new URLSearchParams();
  for (const [key, value] of query) if (keys.has(key)) carried.append(key, value);
  return hashWithQuery(to.link, carried);
}

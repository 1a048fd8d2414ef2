import { type CatalogueItem, findItem } from '../../app/catalogue/catalogue';
import { decodeSafely } from '../../app/routing/decodeSafely';

/** A visualizer page as the room's section shows it: the catalogue item and its URL query. */
export interface RoomPage {
  item: CatalogueItem;
  query: string;
}

/** The catalogue item a route (`/sortvisualizer/bubblesort`, its value percent-encoded or not) names, or undefined. */
export function itemOfRoute(route: string): CatalogueItem | undefined {
  const [empty, family, value, ...rest] = route.split('/');
  if (empty !== '' || !family || !value || rest.length > 0) return undefined;
  return findItem(family, decodeSafely(value));
}

/**
 * Reads a visualizer link pasted into the room: the site's share link
 * (`https://…/#/sortvisualizer/bubblesort?values=3,1,2`), or its hash or route alone. Null for
 * anything that is not one of the site's visualizer or game pages.
 */
export function parseVisualizerLink(text: string): RoomPage | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 20_000) return null;
  const at = trimmed.indexOf('#');
  const hash = at >= 0 ? trimmed.slice(at + 1) : trimmed;
  if (!hash.startsWith('/')) return null;
  const q = hash.indexOf('?');
  const path = (q < 0 ? hash : hash.slice(0, q)).split('#')[0] ?? '';
  const query = q < 0 ? '' : (hash.slice(q + 1).split('#')[0] ?? '');
  const item = itemOfRoute(path);
  return item ? { item, query } : null;
}

/** The site's link to a page, as Share on the site would copy it. */
export function siteLinkOf(origin: string, page: RoomPage): string {
  return `${origin}/#${page.item.link}${page.query ? `?${page.query}` : ''}`;
}

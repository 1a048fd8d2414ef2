import { hashQueryStore, type QueryStore } from '../engine/url/queryStore';
import { isEmbedKey } from './embedKeys';

/** A query's key as a form decoder reads it; a malformed escape is kept as written. */
function keyOf(part: string): string {
  const raw = (part.split('=', 1)[0] ?? '').replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A hash query's text in two: the page's keys and the embed's own (embedKeys.ts), each part's
 * text exactly as written (a `+` or `%2B` means what the page's codec decides it means).
 */
export function splitQuery(text: string): { page: string; embed: string } {
  const page: string[] = [];
  const embed: string[] = [];
  for (const part of text.split('&')) {
    if (part) (isEmbedKey(keyOf(part)) ? embed : page).push(part);
  }
  return { page: page.join('&'), embed: embed.join('&') };
}

/**
 * The embed page's query store: the hash route's (`base`, queryStore.ts), less the embed's own
 * keys. The page reads its state without them and writes it back with them kept, after its own,
 * as they were; `onWrite` hears every write (the 'Open on the site' link follows it).
 */
export function embedQueryStore(onWrite: () => void = () => {}, base: QueryStore = hashQueryStore()): QueryStore {
  const hash = base;
  return {
    read: () => splitQuery(hash.read()).page,
    write(query) {
      const kept = new URLSearchParams(splitQuery(hash.read()).embed);
      const next = new URLSearchParams(query);
      for (const [key, value] of kept) next.append(key, value);
      hash.write(next);
      onWrite();
    },
    subscribe: hash.subscribe,
  };
}

import { createContext, type ReactNode, useContext } from 'react';
import { queryText, readQuery, replaceHashQuery, splitHash } from './hashQuery';

/**
 * Where a page keeps its state's query: the hash route's query on the site (a shareable link),
 * or a store of its own where the page is not the address bar's (a visualizer in the realtime
 * room, whose query the room's data channel shares). The page hook reads and writes only this.
 */
export interface QueryStore {
  /** The query text as it stands. */
  read(): string;
  /** Writes the page's own state (no history entry); `onChange` listeners do not hear it. */
  write(query: URLSearchParams): void;
  /** Calls `onChange` when the query changes from outside the page (a pasted link, the back button, the other member of a room). */
  subscribe(onChange: () => void): () => void;
  /**
   * Told, once, how the page's codec reads a query: the notes a link with it would earn (none:
   * the site's URL takes it whole). A store fed from outside the page (the room's other member)
   * refuses what the site's own URL would not take. The hash route's store needs none.
   */
  learnCodec?(notesOf: (query: string) => readonly string[]): void;
}

/**
 * The hash route's query of the route the page was opened at: a change that lands after the
 * visitor moved on (a replay's reshuffle) writes nothing into the next page's URL, and a hash
 * change to another route is not this page's.
 */
export function hashQueryStore(): QueryStore {
  const path = splitHash(window.location.hash).path;
  const here = () => splitHash(window.location.hash).path === path;
  let written = '';
  return {
    read: () => splitHash(window.location.hash).query,
    write(query) {
      if (!here()) return;
      replaceHashQuery(query);
      written = splitHash(window.location.hash).query;
    },
    subscribe(onChange) {
      const listener = () => {
        // Another page, or the URL this page wrote itself: nothing to read.
        if (here() && splitHash(window.location.hash).query !== written) onChange();
      };
      window.addEventListener('hashchange', listener);
      return () => window.removeEventListener('hashchange', listener);
    },
  };
}

/** Reads a store's query as the codecs do (a '+' that may have meant a space: hashQuery.ts). */
export const readStore = (store: QueryStore) => readQuery(store.read());

/** Makes a page's query store; the site's default is its hash route. */
type QueryStoreFactory = () => QueryStore;

const QueryStoreContext = createContext<QueryStoreFactory>(hashQueryStore);

/**
 * Pages inside keep their state in the stores `make` gives (one per page, made when it mounts).
 * @public for the realtime room's visualizer channel, being built beside this.
 */
export function QueryStoreProvider({ make, children }: { make: QueryStoreFactory; children: ReactNode }) {
  return <QueryStoreContext.Provider value={make}>{children}</QueryStoreContext.Provider>;
}

export function useQueryStoreFactory(): QueryStoreFactory {
  return useContext(QueryStoreContext);
}

/** A query store of its own, outside the address bar (a visualizer in the realtime room). */
export interface MemoryQueryStore extends QueryStore {
  /** A change from outside the page (the room's other member): the page reads it as a pasted link. */
  replace(query: string): void;
  /** Hears every write of the page's own (to share it). */
  onWrite: ((query: string) => void) | null;
}

/** @public for the realtime room's visualizer channel, being built beside this. */
export function memoryQueryStore(initial = ''): MemoryQueryStore {
  let text = initial;
  const listeners = new Set<() => void>();
  const store: MemoryQueryStore = {
    read: () => text,
    write(query) {
      const next = queryText(query);
      if (next === text) return;
      text = next;
      store.onWrite?.(next);
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    replace(query) {
      if (query === text) return;
      text = query;
      for (const listener of listeners) listener();
    },
    onWrite: null,
  };
  return store;
}

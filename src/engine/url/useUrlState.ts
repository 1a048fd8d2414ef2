import { useCallback, useEffect, useRef, useState } from 'react';
import { isStrayKeyNote, type StateCodec } from './codec';
import { readQuery } from './hashQuery';
import { type QueryStore, readStore, useQueryStoreFactory } from './queryStore';

export interface UrlState<S> {
  state: S;
  /**
   * Changes some keys; the URL is rewritten in place (no history entry). A function receives the
   * latest state: events that arrive faster than the page re-renders (a drag's pointer moves)
   * must build on each other, not on the state of the last render.
   */
  update(patch: Partial<S> | ((latest: S) => Partial<S>)): void;
  /** Notes about keys the URL had that were ignored. */
  notes: string[];
  /**
   * Changes keys to follow what the session has already shown (a replay's reshuffle): the state
   * that results is marked, so the page never loads it back into a session that may have moved
   * on by the time React applied it. A patch of null changes nothing.
   */
  follow(patch: (latest: S) => Partial<S> | null): void;
  /** Whether `state` is one `follow` made. */
  followed(state: S): boolean;
}

function decodeWith<S>(codec: StateCodec<S>, defaults: S, store: QueryStore): { state: S; notes: string[] } {
  const { params, spaced } = readStore(store);
  const { state, notes } = codec.decode(params, spaced);
  return { state: { ...defaults, ...state }, notes };
}

/**
 * The page's state, kept in its query (the hash route's on the site: queryStore.ts): read on
 * load and whenever the query changes from outside (a pasted link, the back button), written
 * back on every change, with no history entry.
 */
export function useUrlState<S extends object>(codec: StateCodec<S>, defaults: S | (() => S)): UrlState<S> {
  const makeStore = useQueryStoreFactory();
  const [store] = useState(() => {
    const made = makeStore();
    made.learnCodec?.((query) => {
      const { params, spaced } = readQuery(query);
      return codec.decode(params, spaced).notes;
    });
    return made;
  });
  const [initial] = useState(() => decodeWith(codec, typeof defaults === 'function' ? (defaults as () => S)() : defaults, store));
  const [state, setState] = useState<S>(initial.state);
  const [notes, setNotes] = useState<string[]>(initial.notes);
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;

  // The state as last read from the URL (on load or a hash change): the notes describe it.
  const read = useRef(initial.state);

  useEffect(() => {
    store.write(codec.encode(state));
    // A state the page changed itself is written without the keys it does not have: notes about
    // those would speak of a URL no longer shown. A note about a bad value stays: the page still
    // shows what it used instead (a refused sudoku replaced by a fresh puzzle says why).
    if (state !== read.current) setNotes((shown) => (shown.some(isStrayKeyNote) ? shown.filter((note) => !isStrayKeyNote(note)) : shown));
  }, [codec, state, store]);

  useEffect(
    () =>
      store.subscribe(() => {
        const d = defaultsRef.current;
        const next = decodeWith(codec, typeof d === 'function' ? (d as () => S)() : d, store);
        read.current = next.state;
        setState(next.state);
        setNotes(next.notes);
      }),
    [codec, store],
  );

  // A patch that changes nothing keeps the state as it is: no re-render, no URL rewrite (a drag
  // over cells already painted sends one such patch per pointer move).
  const update = useCallback(
    (patch: Partial<S> | ((latest: S) => Partial<S>)) =>
      setState((s) => {
        const changes = typeof patch === 'function' ? patch(s) : patch;
        return patched(s, changes);
      }),
    [],
  );
  const [followedStates] = useState(() => new WeakSet<S>());
  const follow = useCallback(
    (patch: (latest: S) => Partial<S> | null) =>
      setState((s) => {
        const changes = patch(s);
        const next = changes ? patched(s, changes) : s;
        if (next !== s) followedStates.add(next);
        return next;
      }),
    [followedStates],
  );
  const followed = useCallback((s: S) => followedStates.has(s), [followedStates]);
  return { state, update, notes, follow, followed };
}

/** `state` with `changes`, or `state` itself when they change nothing. */
function patched<S extends object>(state: S, changes: Partial<S>): S {
  const same = (Object.keys(changes) as (keyof S)[]).every((key) => Object.is(changes[key], state[key]));
  return same ? state : { ...state, ...changes };
}

import type { PageDriver } from '../../engine/layout/pageServices';
import { DEFAULT_SPEED, MAX_SPEED, MIN_SPEED } from '../../engine/player/speed';
import { queryText } from '../../engine/url/hashQuery';
import { PLAYBACK_KEYS } from '../../engine/url/playbackKeys';
import { memoryQueryStore, type QueryStore } from '../../engine/url/queryStore';
import { catchUpTarget, createSyncCore, encodeSyncMessage, POSITION_INTERVAL_MS, type SyncAction } from './syncProtocol';
import { itemOfRoute, type RoomPage } from './visualizerLink';

/** The page the room's section shows; a new `generation` mounts a new page (a new route, or a refused one put back). */
export interface ShownPage extends RoomPage {
  generation: number;
}

/** How long a newcomer waits for the page of the member who was there first before sending its own. */
const OPEN_HANDOVER_MS = 1000;

/** Where the run of a driver is: the stage's data-cursor (a race's is its leading side's). */
function cursorOf(driver: PageDriver): number {
  const player = (driver as { player?: { cursor?: unknown } }).player;
  return typeof player?.cursor === 'number' ? player.cursor : driver.store.getSnapshot().cursor;
}

/** Whether two queries differ only in the playback keys (speed, fastest). */
function onlyPlaybackChanged(before: string, after: string): boolean {
  const strip = (text: string) => {
    const params = new URLSearchParams(text);
    for (const key of PLAYBACK_KEYS) params.delete(key);
    return params.toString();
  };
  return strip(before) === strip(after);
}

/** A query with the speed and Fastest of a `speed` message, written as the codec writes them (defaults left out). */
function withSpeed(query: string, speed: number, fastest: boolean): string {
  const params = new URLSearchParams(query);
  if (speed === DEFAULT_SPEED) params.delete('speed');
  else params.set('speed', String(speed));
  if (fastest) params.set('fastest', '1');
  else params.delete('fastest');
  return queryText(params);
}

/**
 * The room's Visualizer section outside React: the page it shows, the query store that page
 * keeps its state in, the stand-in driver its transport drives, and the `visualizer` channel.
 * What this member does is sent; what the other member sent is checked (syncProtocol.ts) and
 * applied to this member's own run. Playback actions wait until the page they are for has its
 * run (a new route mounting, a new input loading).
 */
export function createVisualizerSync(me: string, send: (data: string) => void, now: () => number = Date.now) {
  let page: ShownPage | null = null;
  let store: (QueryStore & { replace(query: string): void }) | null = null;
  /** Each route's codec verdict, learnt from its page when it mounted: notes for a query (none: taken whole). */
  const codecs = new Map<string, (query: string) => readonly string[]>();
  /** The raw driver of the page's run; null while a page is on its way. */
  let driver: PageDriver | null = null;
  /** The newest playback action received before its page could take it. */
  let pending: SyncAction | null = null;
  /** A new input was put in the store and the page has not loaded it yet. */
  let unsettled = false;
  /** A page this member opened: announced with its first write (the query as its codec wrote it). */
  let announce = false;
  /** This member pressed Play last: it tells its position while the run plays. */
  let leading = false;
  let positionTimer: ReturnType<typeof setInterval> | undefined;
  /**
   * The page to go back to when the other member's page turns out to be one the site refuses
   * (checked when it mounts), with where its run was: it comes back by seeking there.
   */
  let previous: { page: RoomPage; playback: SyncAction | null } | null = null;
  let chain: Promise<void> = Promise.resolve();
  /** A page arrived from the other member since the channel last opened. */
  let heardState = false;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const core = createSyncCore(me, {
    now,
    speedRange: [MIN_SPEED, MAX_SPEED],
    check: {
      knownRoute: (route) => itemOfRoute(route) !== undefined,
      acceptsQuery: (route, query) => {
        const item = itemOfRoute(route);
        if (!item) return false;
        // A route whose page has not been mounted here yet is checked when it mounts (makeStore).
        const notesOf = codecs.get(item.link);
        return !notesOf || notesOf(query).length === 0;
      },
      currentRoute: () => page?.item.link ?? '',
    },
  });

  function emit(action: SyncAction) {
    if (action.type !== 'position') leading = action.type === 'play';
    send(encodeSyncMessage(core.local(action)));
    if (leading) startPositions();
  }

  function startPositions() {
    clearInterval(positionTimer);
    positionTimer = setInterval(() => {
      if (!leading || !driver?.running) return void clearInterval(positionTimer);
      emit({ type: 'position', cursor: cursorOf(driver), clock: now() });
    }, POSITION_INTERVAL_MS);
  }

  function show(next: RoomPage) {
    previous = page && { page: { item: page.item, query: store?.read() ?? page.query }, playback: driver && playbackOf(driver) };
    page = { ...next, generation: (page?.generation ?? 0) + 1 };
    store = null;
    driver = null;
    unsettled = false;
    notify();
  }

  /** Runs the other member's playback action on this member's run, in the order received. */
  function play(action: SyncAction) {
    const run = driver;
    if (!run || unsettled) {
      if (action.type !== 'position') pending = action;
      return;
    }
    chain = chain
      .then(async () => {
        switch (action.type) {
          case 'play':
            if (cursorOf(run) !== action.cursor) await run.seek(action.cursor);
            if (!run.running) await run.play();
            return;
          case 'pause':
          case 'step':
            run.pause();
            if (cursorOf(run) !== action.cursor) await run.seek(action.cursor);
            return;
          case 'seek':
            return run.seek(action.cursor);
          case 'position': {
            const target = run.running ? catchUpTarget(cursorOf(run), action.cursor) : null;
            if (target !== null) await run.seek(target);
            return;
          }
        }
      })
      .catch(() => undefined);
  }

  function flush() {
    if (!pending || !driver || unsettled) return;
    const action = pending;
    pending = null;
    play(action);
  }

  function replaceQuery(query: string) {
    if (!store || query === store.read()) return;
    unsettled = true;
    store.replace(query);
    notify();
  }

  function playbackOf(run: PageDriver): SyncAction {
    const cursor = cursorOf(run);
    return run.running ? { type: 'play', cursor, clock: now() } : { type: 'pause', cursor, clock: now() };
  }

  /** This member's current page and playback, for a member who just arrived. */
  function sendCurrent() {
    if (!page || !store) return;
    emit({ type: 'state', route: page.item.link, query: store.read() });
    if (driver) emit(playbackOf(driver));
  }

  return {
    getPage: () => page,
    /** The shown page's query as it stands (the page rewrites it as it runs). */
    currentQuery: () => store?.read() ?? page?.query ?? '',
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** A page this member chose (the picker, a pasted link, 'Share my page'). */
    open(next: RoomPage) {
      show(next);
      announce = true;
    },

    /** The page's query store (QueryStoreProvider's factory): one per mounted page. */
    makeStore(): QueryStore {
      const shown = page;
      const inner = memoryQueryStore(shown?.query ?? '');
      const made = {
        read: inner.read,
        subscribe: inner.subscribe,
        replace: inner.replace,
        write(query: URLSearchParams) {
          const before = inner.read();
          inner.write(query);
          const after = inner.read();
          if (store !== made || !shown) return;
          if (announce) {
            announce = false;
            emit({ type: 'state', route: shown.item.link, query: after });
          } else if (after !== before) {
            emit(onlyPlaybackChanged(before, after) ? { type: 'speed', ...speedOf(after) } : { type: 'input', query: after });
          }
        },
        learnCodec(notesOf: (query: string) => readonly string[]) {
          if (!shown) return;
          codecs.set(shown.item.link, notesOf);
          // The other member's page, on a route first seen here: refused whole if the site's URL would refuse any of it.
          if (!announce && store === made && notesOf(shown.query).length > 0) {
            const back = previous;
            queueMicrotask(() => {
              if (page !== shown) return;
              if (back) {
                show(back.page);
                pending = back.playback;
              } else {
                page = null;
                store = null;
                notify();
              }
            });
          }
        },
      };
      if (shown === page) store = made;
      return made;
    },

    /** PageServices.wrapDriver: the page's transport and keys drive a stand-in that tells the other member. */
    wrapDriver<D extends PageDriver>(raw: D): { driver: D; release(): void } {
      driver = raw;
      setTimeout(flush, 0);
      const actions: Partial<Record<keyof PageDriver, unknown>> = {
        async play() {
          emit({ type: 'play', cursor: cursorOf(raw), clock: now() });
          await raw.play();
        },
        pause() {
          raw.pause();
          emit({ type: 'pause', cursor: cursorOf(raw), clock: now() });
        },
        async toggle() {
          if (raw.running) (actions.pause as () => void)();
          else await (actions.play as () => Promise<void>)();
        },
        async stepForward() {
          await raw.stepForward();
          emit({ type: 'step', direction: 'forward', cursor: cursorOf(raw) });
        },
        async stepBack() {
          await raw.stepBack();
          emit({ type: 'step', direction: 'back', cursor: cursorOf(raw) });
        },
        async seek(target: number) {
          await raw.seek(target);
          emit({ type: 'seek', cursor: cursorOf(raw) });
        },
      };
      const wrapped = new Proxy(raw, {
        get(target, key) {
          if (typeof key === 'string' && key in actions) return actions[key as keyof PageDriver];
          const value = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      return {
        driver: wrapped,
        release() {
          if (driver === raw) driver = null;
        },
      };
    },

    /** The page has rendered what the store last gave it: playback held back for it may run now. */
    settled() {
      if (!unsettled) return;
      unsettled = false;
      flush();
    },

    /** A message from the other member on the `visualizer` channel. */
    receive(raw: unknown) {
      const result = core.receive(raw);
      if (!('apply' in result)) return;
      const action = result.apply;
      if (action.type !== 'position') leading = false;
      if (action.type === 'state') heardState = true;
      switch (action.type) {
        case 'state': {
          const item = itemOfRoute(action.route);
          if (!item) return;
          if (page && item.link === page.item.link) return replaceQuery(action.query);
          pending = null;
          announce = false;
          return show({ item, query: action.query });
        }
        case 'input':
          return replaceQuery(action.query);
        case 'speed':
          return store && replaceQuery(withSpeed(store.read(), action.speed, action.fastest));
        default:
          return play(action);
      }
    },

    /**
     * The channel opened to a member: the one who was here first hands over what it shows (issue
     * 50: late join, rejoin). The newcomer's page (one it brought with 'Share my page') goes
     * over only when the other showed none.
     */
    channelOpen(initiator: boolean) {
      heardState = false;
      clearTimeout(openTimer);
      if (!initiator) sendCurrent();
      else openTimer = setTimeout(() => heardState || sendCurrent(), OPEN_HANDOVER_MS);
    },

    /** 'client left': this section's sync with that member ends; the page stays as it is. */
    peerLeft() {
      core.reset();
      pending = null;
      leading = false;
      clearInterval(positionTimer);
    },

    dispose() {
      clearInterval(positionTimer);
      clearTimeout(openTimer);
      listeners.clear();
      driver = null;
    },
  };
}

function speedOf(query: string): { speed: number; fastest: boolean } {
  const params = new URLSearchParams(query);
  const speed = Number(params.get('speed') ?? DEFAULT_SPEED);
  return { speed: Number.isInteger(speed) ? speed : DEFAULT_SPEED, fastest: params.get('fastest') === '1' };
}

export type VisualizerSync = ReturnType<typeof createVisualizerSync>;

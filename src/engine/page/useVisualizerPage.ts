import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type PageDriver, usePageServices } from '../layout/pageServices';
import type { RaceSession, RacingSession } from '../race/RaceSession';
import { useRace } from '../race/useRace';
import { type BenchSession, exposeForBench } from '../session/benchHook';
import type { Extras } from '../session/familyAdapter';
import type { PlaybackState } from '../url/codec';
import { useUrlState } from '../url/useUrlState';
import type { PageBinding, PageSession } from './pageBinding';
import { type PlaybackProps, type PlaybackSession, usePlayback } from './usePlayback';

/** A session the transport can drive (a RunSession); a session without one (tic-tac-toe) has no Play. */
type Drivable = PlaybackSession & { readonly store: unknown };

export interface VisualizerPage<S extends object, I, X extends Extras, Sess extends PageSession<I, X>, P = null> {
  /** The URL state: the page's input and settings. */
  state: S;
  /** Notes about keys the URL had that were ignored ('Ignored n: must be a number 5–1000'). */
  notes: string[];
  /** What the binding's own step made of the URL (PageBinding.usePrepared), or null. */
  prepared: P;
  /** The page's session; null until the URL's input can be made (a puzzle on its way). */
  session: Sess | null;
  /** The race of the session and a rival, while the URL names one. */
  race: RaceSession<I, X, Sess & RacingSession<I, X>> | null;
  /** What the transport and the locks drive: the race while there is one, or the session. */
  driver: Sess | RaceSession<I, X, Sess & RacingSession<I, X>> | null;
  /** Speed and Fastest, from the URL, for the transport. */
  playback: PlaybackProps;
  /** Nothing to run (PageOptions.blocked): the transport shows Play disabled. */
  blocked: boolean;
  /**
   * Changes URL keys of the input or its settings; ignored while a run plays (spec §4: settings
   * are ignored while running). Returns whether it was taken.
   */
  edit(patch: Partial<S> | ((latest: S) => Partial<S>)): boolean;
  /**
   * Runs a page action that changes the input only while no run plays (an edit that also moves
   * state of the page's own, such as a picked-up marker); returns whether it ran. `edit` and
   * `change` are built on it: the one place spec §4's rule is checked.
   */
  ifIdle(action: () => void): boolean;
  /**
   * Loads an input the page made from the one on the stage (a move on a board); ignored while a
   * run plays, or when `make` gives null. The URL follows through the binding's `toUrl`.
   */
  change(make: (shown: I, session: Sess) => I | null): boolean;
}

export interface PageOptions<S, P> {
  /**
   * Whether there is nothing to run (a blank key, an invalid expression, an unsolvable board, a
   * puzzle still on its way): Play, the steps, the progress bar and their keys are disabled.
   */
  blocked?: (state: S, prepared: P) => boolean;
}

/**
 * The one hook a visualizer or game page uses: the URL state is the page's input; the engine
 * loads it into the page's session, writes back what the session loaded by itself, refuses
 * changes while a run plays, paces the run by the URL's speed, races it when the URL names a
 * rival, and binds the page keys. The page composes what this returns with its settings and
 * stage, and keeps nothing of its own in step with the URL or the run.
 */
export function useVisualizerPage<S extends object, I, X extends Extras, Sess extends PageSession<I, X>, P = null>(
  binding: PageBinding<S, I, X, Sess, P>,
  options: PageOptions<S, P> = {},
): VisualizerPage<S, I, X, Sess, P> {
  const url = useUrlState(binding.codec, binding.defaults);
  const usePrepared = binding.usePrepared ?? (noPreparation as unknown as (url: unknown) => P);
  const prepared = usePrepared(url);
  const input = binding.toInput(url.state, prepared);
  // The URL follows what the session shows when the page or the session chose it (a move on a
  // board, a replay), as a transition, so the page's re-render yields to the run's first frames;
  // applied only if the input is still the one shown when React gets to it.
  const { follow } = url;
  const followLoad = useCallback(
    (shown: { readonly input: I }, loaded: I) => startTransition(() => follow(() => (shown.input === loaded ? binding.toUrl(loaded) : null))),
    [follow, binding],
  );
  const session = usePageSession(binding, input, followLoad);

  const rival = (session && binding.race?.rival(url.state)) || '';
  const race = useRace<I, X, Sess & RacingSession<I, X>>(binding.race ? (session as (Sess & RacingSession<I, X>) | null) : null, rival, {
    create: (raceInput) => binding.createSession(raceInput) as Sess & RacingSession<I, X>,
    rivalInput: (raceInput) => binding.race?.rivalInput(raceInput, rival) ?? raceInput,
    names: binding.race?.names(rival) ?? ['', ''],
  });
  const driver = useChromeDriver(race ?? session);

  // The URL's input, when it is not what the stage shows: a link pasted, a setting changed, the
  // back button. Only a change of the URL's input loads: a render that merely remakes the same
  // input (a speed change, a render React discarded and redid) loads nothing. A state that only
  // follows the session (a replay's reshuffle) is never loaded back: by the time React applied
  // it, the session may have moved on to a newer run.
  const followsSession = useRef(false);
  followsSession.current = url.followed(url.state);
  const seen = useRef<{ driver: unknown; input: I | null }>({ driver: null, input: null });
  useEffect(() => {
    if (!driver || input === null) return;
    const before = seen.current;
    seen.current = { driver, input };
    if (followsSession.current || (before.driver === driver && before.input !== null && binding.sameInput(before.input, input))) return;
    if (!binding.sameInput(driver.input, input)) driver.load(input);
  }, [driver, input, binding]);

  const blocked = options.blocked?.(url.state, prepared) ?? false;
  const drivable = driver && isDrivable(driver) ? driver : null;
  const playback = usePlayback(drivable, playbackOf(url.state), url.update as (patch: Partial<PlaybackState>) => void, blocked);

  const latest = useRef({ driver, session });
  latest.current = { driver, session };
  const { update } = url;
  const ifIdle = useCallback((action: () => void) => {
    const { driver } = latest.current;
    if (!driver || driver.running) return false;
    action();
    return true;
  }, []);
  const edit = useCallback((patch: Partial<S> | ((latest: S) => Partial<S>)) => ifIdle(() => update(patch)), [ifIdle, update]);
  const change = useCallback(
    (make: (shown: I, session: Sess) => I | null) => {
      let changed = false;
      ifIdle(() => {
        const { driver, session } = latest.current;
        const next = session && make(session.input, session);
        if (!driver || next === null || next === undefined) return;
        driver.load(next);
        changed = true;
        followLoad(driver, next);
      });
      return changed;
    },
    [ifIdle, followLoad],
  );

  return { state: url.state, notes: url.notes, prepared, session, race, driver, playback, blocked, edit, ifIdle, change };
}

/** The page's session, made from its first input in a layout effect (so the first paint has the stage) and ended when the page goes. */
function usePageSession<S extends object, I, X extends Extras, Sess extends PageSession<I, X>, P>(
  binding: PageBinding<S, I, X, Sess, P>,
  input: I | null,
  followLoad: (shown: { readonly input: I }, loaded: I) => void,
): Sess | null {
  const [session, setSession] = useState<Sess | null>(null);
  // The latest input is read when the session is made: a session made again after a wait (a
  // game whose board is being prepared) starts from the input of that moment, never an older one.
  const latestInput = useRef(input);
  if (input !== null) latestInput.current = input;
  const ready = input !== null;
  useLayoutEffect(() => {
    if (!ready || latestInput.current === null) return;
    const created = binding.createSession(latestInput.current);
    // What the session loads by itself, the URL follows: as a transition, so the page's
    // re-render yields to the run's first frames. Applied only if the input is still the one
    // shown when React gets to it (a load meanwhile has made it stale).
    // Loads from the URL are the URL's already; one from outside the page (the benchmark's) is not
    // the page's to write.
    created.onLoad = (loaded, own) => {
      if (own) followLoad(created, loaded);
    };
    setSession(created);
    if (isBenchable(created)) exposeForBench(created);
    return () => created.dispose();
  }, [binding, ready, followLoad]);
  return session;
}

function isDrivable(driver: object): driver is Drivable {
  return 'setPace' in driver && 'toggle' in driver;
}

/** Speed and Fastest from a URL state that has them; a page without playback (tic-tac-toe) has the defaults. */
function playbackOf(state: object): PlaybackState {
  return 'speed' in state && 'fastest' in state ? (state as PlaybackState) : { speed: -1, fastest: false };
}

/** A session over a run (RunSession) is what the frame benchmark drives. */
function isBenchable(session: object): session is BenchSession {
  return 'player' in session && 'seek' in session;
}

/** A binding with no step of its own between the URL and its input. */
function noPreparation(): null {
  return null;
}

/**
 * The driver as the page chrome wants it driven (PageServices.wrapDriver): the site's as it is,
 * an embed's watched for autoplay and loop, the room's a stand-in that tells the other member.
 */
function useChromeDriver<D extends object>(driver: D | null): D | null {
  const { wrapDriver } = usePageServices();
  const [wrapped, setWrapped] = useState<{ from: D; driver: D } | null>(null);
  useLayoutEffect(() => {
    if (!driver || !wrapDriver || !isDrivable(driver)) return;
    const made = wrapDriver(driver as unknown as D & PageDriver);
    setWrapped({ from: driver, driver: made.driver });
    return made.release;
  }, [driver, wrapDriver]);
  if (!driver || !wrapDriver || !isDrivable(driver)) return driver;
  // Until the chrome has answered for this driver, the page drives it as it is.
  return wrapped?.from === driver ? wrapped.driver : driver;
}

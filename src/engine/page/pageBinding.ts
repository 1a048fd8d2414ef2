import type { Extras } from '../session/familyAdapter';
import type { EngineUi } from '../session/uiSlices';
import type { UiStore } from '../store/uiStore';
import type { StateCodec } from '../url/codec';
import type { UrlState } from '../url/useUrlState';

/** What a binding's `usePrepared` hook is given: the page's URL state (pages never call useUrlState themselves). */
export type { UrlState };

/**
 * What the page hook needs of a session: a RunSession has it all; a game with no run of its own
 * (tic-tac-toe) has the same shape.
 */
export interface PageSession<I, X extends Extras> {
  readonly store: UiStore<EngineUi<X>>;
  readonly input: I;
  readonly running: boolean;
  load(input: I): void;
  /** Set by the page hook: the session loaded an input; `own` when it chose it itself (a replay's reshuffle), which the URL then follows. */
  onLoad: ((input: I, own: boolean) => void) | null;
  dispose(): void;
}

/** A page's race: a second run of another algorithm of the family on the same input, named by the URL's `race` key. */
export interface RaceBinding<S, I> {
  /** The rival the URL names, or '' for none. */
  rival(state: S): string;
  /** The page's input as the rival runs it (the same values or grid, the rival's algorithm). */
  rivalInput(input: I, rival: string): I;
  /** Display names of the page's algorithm and the rival's. */
  names(rival: string): readonly [string, string];
}

/**
 * How one family page binds its URL state to its input: the URL is the one source of the
 * page's input. `toInput` reads it; `toUrl` writes back what the session loaded by itself (a
 * replay's reshuffle, a board moved by hand); `sameInput` says whether two inputs show the same
 * URL state, so nothing is loaded twice. Made once per route value (at module scope or in a
 * cache): the hook keeps its session for as long as the binding is the same.
 */
export interface PageBinding<S extends object, I, X extends Extras, Sess extends PageSession<I, X>, P = null> {
  codec: StateCodec<S>;
  defaults: () => S;
  /** The input the URL state describes; null while it cannot be made yet (a puzzle on its way). */
  toInput(state: S, prepared: P): I | null;
  toUrl(input: I): Partial<S>;
  sameInput(a: I, b: I): boolean;
  createSession(input: I): Sess;
  /**
   * A family's own step between the URL and its input, as a hook (the sudoku's puzzles, made and
   * checked in a worker): called on every render of the page, so always the same function.
   */
  usePrepared?: (url: UrlState<S>) => P;
  /** Only for sessions a race can drive (RunSession). */
  race?: RaceBinding<S, I>;
}

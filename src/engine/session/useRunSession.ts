import { useLayoutEffect, useRef, useState } from 'react';
import { exposeForBench } from './benchHook';
import type { Extras, FamilyAdapter } from './familyAdapter';
import type { PlayerModel } from '../player/playerTypes';
import { RunSession } from './RunSession';

/**
 * A page's one engine session: made from the input the page has when it first has one, ended
 * when the page goes (pages are keyed by route value, so a value has its own). Later inputs
 * are the page's to load: each family knows when an input is already on the stage. Made in a
 * layout effect, so the page's first paint already has it: from a passive effect, the page was
 * painted once without its stage and settings (they wait for the session), and when they came
 * the description and cards under them were pushed down a whole screen (a layout shift of
 * 0.6-1.0 on every visualizer page). Null while the input is null (a game whose board is being made);
 * a session made again after such a wait starts from the input of that moment, never from an
 * older one (a sudoku first opened on a complete grid came back showing 'Game Over You Won'
 * over a fresh puzzle).
 *
 * `prepare` runs on the new session before the page or the benchmark gets it: a hook that must
 * hear every load from the first one on (the sort page's `onLoad`) is set there. Only the
 * `prepare` of the render that made the session is used; a new one does not remake it.
 */
export function useRunSession<Input, RunInput, Meta, Snapshot, Model extends PlayerModel<Snapshot>, X extends Extras>(
  adapter: FamilyAdapter<Input, RunInput, Meta, Snapshot, Model, X>,
  firstInput: NoInfer<Input> | null,
  prepare?: (session: RunSession<Input, RunInput, Meta, Snapshot, Model, X>) => void,
): RunSession<Input, RunInput, Meta, Snapshot, Model, X> | null {
  const [session, setSession] = useState<RunSession<Input, RunInput, Meta, Snapshot, Model, X> | null>(null);
  // Refs keep the input and `prepare` out of the effect's dependencies: a new input or a new
  // closure each render must not end the session and make another.
  const latestInput = useRef(firstInput);
  if (firstInput !== null) latestInput.current = firstInput;
  const latestPrepare = useRef(prepare);
  latestPrepare.current = prepare;
  const ready = firstInput !== null;
  useLayoutEffect(() => {
    if (!ready || latestInput.current === null) return;
    const created = new RunSession(adapter, latestInput.current);
    latestPrepare.current?.(created);
    setSession(created);
    exposeForBench(created);
    return () => created.dispose();
  }, [adapter, ready]);
  return session;
}

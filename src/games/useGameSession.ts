import { useEffect, useRef, useState } from 'react';
import type { Extras, FamilyAdapter } from '../visualizers/engine/familyAdapter';
import { exposeForBench } from '../visualizers/engine/benchHook';
import type { PlayerModel } from '../visualizers/engine/playerTypes';
import { RunSession } from '../visualizers/engine/RunSession';

/**
 * One engine session per game page, made from the input the page opened with (later inputs are
 * loaded into it), ended when the page goes. Null until the first effect has run.
 */
export function useGameSession<Input, RunInput, Meta, Snapshot, Model extends PlayerModel<Snapshot>, X extends Extras>(
  adapter: FamilyAdapter<Input, RunInput, Meta, Snapshot, Model, X>,
  firstInput: Input | null,
): RunSession<Input, RunInput, Meta, Snapshot, Model, X> | null {
  const [session, setSession] = useState<RunSession<Input, RunInput, Meta, Snapshot, Model, X> | null>(null);
  const first = useRef(firstInput);
  first.current ??= firstInput;
  const ready = firstInput !== null;
  useEffect(() => {
    if (!ready || first.current === null) return;
    const created = new RunSession(adapter, first.current);
    setSession(created);
    exposeForBench(created);
    return () => created.dispose();
  }, [adapter, ready]);
  return session;
}

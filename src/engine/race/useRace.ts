import { useLayoutEffect, useRef, useState } from 'react';
import { exposeForBench } from '../session/benchHook';
import type { Extras } from '../session/familyAdapter';
import { RaceSession, type RacingSession } from './RaceSession';

export interface RaceOptions<Input, X extends Extras, S extends RacingSession<Input, X>> {
  /** A session for the rival's algorithm (its own worker run), on the rival's input. */
  create(input: Input): S;
  /** The page's input as the rival runs it: the same values or grid, the rival's algorithm. */
  rivalInput(input: Input): Input;
  /** Display names of the page's algorithm and the rival's. */
  names: readonly [string, string];
}

/**
 * A page's race: while `rival` names an algorithm (the URL's `race`), the page's session races a
 * second session made for it; '' means no race. The race is remade when either side changes and
 * ended (rival disposed, page session paused) when the key goes. Made in a layout effect, as the
 * page's session is (useRunSession.ts): a shared race link paints its two stages from the first
 * frame instead of one stage that a second then pushes aside.
 */
export function useRace<Input, X extends Extras, S extends RacingSession<Input, X>>(
  main: S | null,
  rival: string,
  options: RaceOptions<Input, X, S>,
): RaceSession<Input, X, S> | null {
  const [made, setMade] = useState<{ race: RaceSession<Input, X, S>; rival: string } | null>(null);
  const latest = useRef(options);
  latest.current = options;
  useLayoutEffect(() => {
    if (!main || !rival) {
      setMade(null);
      return;
    }
    const { create, rivalInput, names } = latest.current;
    const other = create(rivalInput(main.input));
    const created = new RaceSession<Input, X, S>([main, other], names, rivalInput);
    setMade({ race: created, rival });
    exposeForBench(created);
    return () => {
      created.dispose();
      other.dispose();
      exposeForBench(main);
    };
  }, [main, rival]);
  // The state lags the effect by one render: never hand out a race of another rival or session.
  return made && made.race.sides[0] === main && made.rival === rival ? made.race : null;
}

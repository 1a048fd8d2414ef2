import { useEffect, useRef, useState } from 'react';
import { QuietTimer } from '../../render/quietTimer';

/**
 * `value` once it has stayed the same for `quietMs`; the first value at once. For what only a
 * page at rest needs, such as the words a screen reader gives each of the search grid's 324
 * cells: at Fastest a run can end and the next begin within a frame or two, and following every
 * such change rewrote hundreds of labels nobody could have read (the grid's bench row reloads
 * about twenty runs a second).
 */
export function useSettled<T>(value: T, quietMs: number): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  const [timer] = useState(() => new QuietTimer(quietMs, () => setSettled(latest.current)));
  useEffect(() => {
    latest.current = value;
    if (!Object.is(value, settled)) timer.touch();
  }, [value, settled, timer]);
  useEffect(() => () => timer.cancel(), [timer]);
  return settled;
}

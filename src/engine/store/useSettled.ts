import { useEffect, useState } from 'react';
import { SettledValue } from './settledValue';

/**
 * `value` once it has stayed the same for `quietMs`; the first value at once (settledValue.ts).
 * For what only a page at rest needs, such as the words a screen reader gives each of the search
 * grid's 324 cells: at Fastest a run can end and the next begin within a frame or two, and
 * following every such change rewrote hundreds of labels nobody could have read (the grid's
 * bench row reloads about twenty runs a second).
 */
export function useSettled<T>(value: T, quietMs: number): T {
  const [settled, setSettled] = useState(value);
  const [settler] = useState(() => new SettledValue(value, quietMs, setSettled));
  useEffect(() => settler.set(value), [value, settler]);
  useEffect(() => () => settler.cancel(), [settler]);
  return settled;
}

import type { Operation } from '../protocol/ops';
import { Op, type PhaseCode } from './sortOps';

/** A sort is a generator over the array it sorts in place, yielding what it does. */
export type SortGenerator = Generator<Operation, void, undefined>;

export const compare = (i: number, j: number): Operation => [Op.Compare, i, j, 0];
/**
 * Compares a value held outside the array (a merge's copy of its left run) with element j; `slot`
 * is where the merge writes next, whose bar no longer holds that value once the right run has
 * given one. The value travels in the operation, so the page names the pair actually compared.
 */
export const compareHeld = (slot: number, value: number, j: number): Operation => [Op.Compare, slot, j, value + 1];
export const sorted = (from: number, to = from + 1): Operation => [Op.Sorted, from, to, 0];
export const pivot = (i: number): Operation => [Op.Pivot, i, 0, 0];
export const phase = (code: PhaseCode, arg = 0): Operation => [Op.Phase, code, arg, 0];

/** Swaps in place and returns the operation that records it. */
export function swap(a: number[], i: number, j: number): Operation {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
  return [Op.Swap, i, j, 0];
}

/** Writes in place and returns the operation that records it. */
export function set(a: number[], i: number, value: number, fromAux = true): Operation {
  a[i] = value;
  return [Op.Set, i, value, fromAux ? 1 : 0];
}

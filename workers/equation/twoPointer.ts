import type { Operation } from '../protocol/ops';
import type { ValueTable } from '../protocol/valueTable';
import { applyOperator, NEGATE_CODE, operatorCode } from './arithmetic';
import { EqOp } from './equationOps';
import type { Operator, Token } from './tokens';

/** A working-list item: a token still to be used, or a value computed (or read) so far. */
type Item = { token: Token } | { value: number; index: number };

/** The passes over a bracket-free segment: ^ from the right, then * /, then + - from the left. */
const LEVELS: { ops: readonly Operator[]; fromRight: boolean }[] = [
  { ops: ['^'], fromRight: true },
  { ops: ['*', '/'], fromRight: false },
  { ops: ['+', '-'], fromRight: false },
];

/**
 * Infix evaluated in place, with two pointers over the token list: the right pointer finds the
 * first close bracket, the left pointer walks back to its open bracket, and the segment between
 * them (bracket-free) is reduced to one value by precedence passes; the brackets go with it.
 * Repeats until no bracket is left, then reduces the whole list the same way.
 */
export function* evaluateTwoPointer(tokens: readonly Token[], table: ValueTable): Generator<Operation, void> {
  const work: Item[] = tokens.map((token) => ({ token }));
  const kindAt = (i: number) => {
    const item = work[i]!;
    return 'token' in item ? item.token.kind : 'value';
  };
  for (;;) {
    let right = 0;
    while (right < work.length && kindAt(right) !== 'close') right++;
    const bracketed = right < work.length;
    let left = bracketed ? right - 1 : -1;
    while (left >= 0 && kindAt(left) !== 'open') left--;
    yield [EqOp.POINTERS, left, right, 0];
    const ok = yield* reduceSegment(work, table, left + 1, right - 1);
    if (!ok) return yield [EqOp.CANNOT_EVALUATE, 0, 0, 0];
    if (!bracketed) break;
    // [open, value, close] becomes the value.
    const inner = work[left + 1] as { value: number; index: number };
    work.splice(left, 3, inner);
    yield [EqOp.REDUCE, left, left + 2, inner.index];
  }
  const last = work[0] as { value: number; index: number };
  yield [EqOp.RESULT, last.index, 0, 0];
}

/** Reduces work[from..to] (no brackets inside) to one value; false once a value is not finite. */
function* reduceSegment(work: Item[], table: ValueTable, from: number, to: number): Generator<Operation, boolean> {
  let end = to;
  const valueAt = function* (i: number): Generator<Operation, { value: number; index: number } | null> {
    const item = work[i]!;
    if ('value' in item) return item;
    if (item.token.kind !== 'number') throw new Error('operand expected');
    const value = { value: item.token.value, index: table.add(item.token.value) };
    work[i] = value;
    yield [EqOp.REDUCE, i, i, value.index];
    return Number.isFinite(value.value) ? value : null;
  };
  const replace = function* (start: number, stop: number, value: number): Generator<Operation, boolean> {
    const index = table.add(value);
    work.splice(start, stop - start + 1, { value, index });
    end -= stop - start;
    yield [EqOp.REDUCE, start, stop, index];
    return Number.isFinite(value);
  };
  // A negate can only open a segment, and binds before every binary operator.
  const first = work[from]!;
  if ('token' in first && first.token.kind === 'negate') {
    yield [EqOp.READ_WORK, from, 0, 0];
    const operand = yield* valueAt(from + 1);
    if (!operand) return false;
    yield [EqOp.APPLY, NEGATE_CODE, operand.index, operand.index];
    if (!(yield* replace(from, from + 1, -operand.value))) return false;
  }
  if (end === from) return (yield* valueAt(from)) !== null;
  for (const level of LEVELS) {
    let at = level.fromRight ? end - 1 : from + 1;
    while (at > from && at < end) {
      const item = work[at]!;
      const op = 'token' in item && item.token.kind === 'operator' ? item.token.text : null;
      if (op === null || !level.ops.includes(op)) {
        at += level.fromRight ? -1 : 1;
        continue;
      }
      yield [EqOp.READ_WORK, at, 0, 0];
      const leftValue = yield* valueAt(at - 1);
      const rightValue = leftValue && (yield* valueAt(at + 1));
      if (!leftValue || !rightValue) return false;
      yield [EqOp.APPLY, operatorCode(op), leftValue.index, rightValue.index];
      if (!(yield* replace(at - 1, at + 1, applyOperator(op, leftValue.value, rightValue.value)))) return false;
      // From the right the next operator is two places left; from the left it moved into `at`.
      at += level.fromRight ? -2 : 0;
    }
  }
  return true;
}

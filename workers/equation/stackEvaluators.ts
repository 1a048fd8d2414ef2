import type { Operation } from '../protocol/ops';
import type { ValueTable } from '../protocol/valueTable';
import { applyOperator, NEGATE_CODE, operatorCode } from './arithmetic';
import { EqOp } from './equationOps';
import type { Token } from './tokens';

/** The operand stack every evaluator shares: values kept beside their table indices. */
export class OperandStack {
  readonly values: number[] = [];
  readonly indices: number[] = [];

  constructor(private readonly table: ValueTable) {}

  /** Pushes a value; false (after a CANNOT_EVALUATE) when it is not a finite number. */
  *push(value: number): Generator<Operation, boolean> {
    const index = this.table.add(value);
    this.values.push(value);
    this.indices.push(index);
    yield [EqOp.PUSH_VALUE, index, 0, 0];
    return Number.isFinite(value);
  }

  *pop(): Generator<Operation, [value: number, index: number]> {
    const value = this.values.pop() as number;
    const index = this.indices.pop() as number;
    yield [EqOp.POP_VALUE, 0, 0, 0];
    return [value, index];
  }

  /** Pops two operands (in the given order), applies the operator and pushes the result. */
  *apply(token: Token, leftFirst: boolean): Generator<Operation, boolean> {
    // Checked before the pops: a refused token must leave the stack as it was.
    if (token.kind !== 'operator') throw new Error('apply needs an operator');
    const first = yield* this.pop();
    const second = yield* this.pop();
    const [left, right] = leftFirst ? [first, second] : [second, first];
    yield [EqOp.APPLY, operatorCode(token.text), left[1], right[1]];
    return yield* this.push(applyOperator(token.text, left[0], right[0]));
  }

  *negate(): Generator<Operation, boolean> {
    const [value, index] = yield* this.pop();
    yield [EqOp.APPLY, NEGATE_CODE, index, index];
    return yield* this.push(-value);
  }

  /** Ends the run with the one value left. */
  *finish(): Generator<Operation, void> {
    yield [EqOp.RESULT, this.indices[0]!, 0, 0];
  }
}

export const cannotEvaluate: Operation = [EqOp.CANNOT_EVALUATE, 0, 0, 0];

/** Postfix: left to right, numbers pushed, each operator pops right then left. */
export function* evaluatePostfix(tokens: readonly Token[], table: ValueTable): Generator<Operation, void> {
  yield* evaluateInOrder(
    tokens,
    table,
    tokens.map((_, i) => i),
    false,
  );
}

/** Prefix: right to left, numbers pushed, each operator pops left then right. */
export function* evaluatePrefix(tokens: readonly Token[], table: ValueTable): Generator<Operation, void> {
  yield* evaluateInOrder(
    tokens,
    table,
    tokens.map((_, i) => tokens.length - 1 - i),
    true,
  );
}

function* evaluateInOrder(tokens: readonly Token[], table: ValueTable, order: readonly number[], leftFirst: boolean): Generator<Operation, void> {
  const stack = new OperandStack(table);
  for (const at of order) {
    const token = tokens[at]!;
    yield [EqOp.READ, at, 0, 0];
    const ok = token.kind === 'number' ? yield* stack.push(token.value) : yield* stack.apply(token, leftFirst);
    if (!ok) return yield cannotEvaluate;
  }
  yield* stack.finish();
}

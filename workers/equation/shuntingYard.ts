import type { Operation } from '../protocol/ops';
import type { ValueTable } from '../protocol/valueTable';
import { isRightAssociative, PRECEDENCE } from './arithmetic';
import { EqOp, QUEUE_DROP, QUEUE_MOVE } from './equationOps';
import { cannotEvaluate, OperandStack } from './stackEvaluators';
import type { Token } from './tokens';

/** A negate binds tighter than every binary operator (-2^2 = 4). */
const NEGATE_PRECEDENCE = 4;

function precedenceOf(token: Token): number {
  if (token.kind === 'negate') return NEGATE_PRECEDENCE;
  if (token.kind === 'operator') return PRECEDENCE[token.text];
  return 0; // an open bracket: nothing is popped past it
}

/**
 * Dijkstra's shunting yard over checked infix tokens: the output queue (tape indices) in
 * postfix order. Yields the visible steps; returns the queue.
 */
export function* toPostfixQueue(tokens: readonly Token[]): Generator<Operation, number[]> {
  const operators: number[] = [];
  const output: number[] = [];
  const moveTop = function* (): Generator<Operation, void> {
    output.push(operators.pop() as number);
    yield [EqOp.POP_OPERATOR, QUEUE_MOVE, 0, 0];
  };
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    yield [EqOp.READ, at, 0, 0];
    if (token.kind === 'number') {
      output.push(at);
      yield [EqOp.OUTPUT_NUMBER, at, 0, 0];
    } else if (token.kind === 'close') {
      while (tokens[operators.at(-1) as number]!.kind !== 'open') yield* moveTop();
      operators.pop();
      yield [EqOp.POP_OPERATOR, QUEUE_DROP, 0, 0];
    } else {
      if (token.kind === 'operator') {
        // Pop what binds at least as tightly; for right-associative ^ only what binds tighter.
        const mine = PRECEDENCE[token.text]!;
        const popsEqual = !isRightAssociative(token.text);
        while (operators.length > 0) {
          const top = precedenceOf(tokens[operators.at(-1) as number]!);
          if (top > mine || (popsEqual && top === mine)) yield* moveTop();
          else break;
        }
      }
      operators.push(at);
      yield [EqOp.PUSH_OPERATOR, at, 0, 0];
    }
  }
  while (operators.length > 0) yield* moveTop();
  return output;
}

/** Infix by the shunting yard: build the output queue, then evaluate it with an operand stack. */
export function* evaluateShuntingYard(tokens: readonly Token[], table: ValueTable): Generator<Operation, void> {
  const queue = yield* toPostfixQueue(tokens);
  yield [EqOp.PHASE, 1, 0, 0];
  const stack = new OperandStack(table);
  for (let position = 0; position < queue.length; position++) {
    const token = tokens[queue[position]!]!;
    yield [EqOp.READ_QUEUE, position, 0, 0];
    const ok =
      token.kind === 'number' ? yield* stack.push(token.value) : token.kind === 'negate' ? yield* stack.negate() : yield* stack.apply(token, false);
    if (!ok) return yield cannotEvaluate;
  }
  yield* stack.finish();
}

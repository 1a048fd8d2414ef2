import { runToEnd } from './runToEnd';
import { toPostfixQueue } from './shuntingYard';
import type { Token } from './tokens';

/** An expression tree built from the postfix queue. */
type Node = { text: string } | { op: string; left: Node; right: Node };

/**
 * The postfix and prefix forms of checked infix tokens, space-separated, as the postfix and
 * prefix pages read them. Those forms have no unary minus: a negated bracket `-(x)` is written
 * as `-1 x *`, which is exactly -x in floating point, so every mode gets the same value.
 */
export function convertInfix(tokens: readonly Token[]): { postfix: string; prefix: string } {
  const queue = runToEnd(toPostfixQueue(tokens));
  const stack: Node[] = [];
  for (const at of queue) {
    const token = tokens[at]!;
    if (token.kind === 'number') stack.push({ text: token.text });
    else if (token.kind === 'negate') stack.push({ op: '*', left: { text: '-1' }, right: stack.pop() as Node });
    else {
      const right = stack.pop() as Node;
      const left = stack.pop() as Node;
      stack.push({ op: token.text, left, right });
    }
  }
  const root = stack[0]!;
  return { postfix: write(root, true), prefix: write(root, false) };
}

function write(node: Node, postfix: boolean): string {
  if ('text' in node) return node.text;
  const operands = `${write(node.left, postfix)} ${write(node.right, postfix)}`;
  return postfix ? `${operands} ${node.op}` : `${node.op} ${operands}`;
}

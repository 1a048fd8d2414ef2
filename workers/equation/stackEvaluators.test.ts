import { describe, expect, it } from 'vitest';
import { ValueTable } from '../protocol/valueTable';
import { runToEnd } from './runToEnd';
import { OperandStack } from './stackEvaluators';

describe('operand stack', () => {
  it('refuses to apply a token that is not an operator before popping anything', () => {
    const stack = new OperandStack(new ValueTable());
    runToEnd(stack.push(1));
    runToEnd(stack.push(2));
    expect(() => runToEnd(stack.apply({ kind: 'open', text: '(', position: 1 }, false))).toThrow('apply needs an operator');
    expect(stack.values).toEqual([1, 2]);
  });
});

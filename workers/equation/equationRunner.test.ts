import { describe, expect, it } from 'vitest';
import { ValueTable } from '../protocol/valueTable';
import { equationRunner } from './equationRunner';

const drain = (steps: Iterator<unknown, unknown> | null | undefined) => {
  let count = 0;
  while (steps && !steps.next().done) count++;
  return count;
};

describe('equation runner', () => {
  it('parses an expression once, in validate: the run, its meta and its count use the tokens it checked', () => {
    const checked = equationRunner.validate({ mode: 'infix', expression: '(1+2)*3' });
    expect(checked.tokens.map((t) => t.text).join('')).toBe('(1+2)*3');
    // Were the text parsed again, this run would be refused ('Invalid Token').
    const input = { ...checked, expression: 'not parsed again' };
    expect(equationRunner.meta(input)).toEqual({ postfix: '1 2 + 3 *', prefix: '* + 1 2 3' });
    expect(drain(equationRunner.operations(input, new ValueTable()))).toBe(drain(equationRunner.countStream?.(input)));
  });

  it('refuses a bad expression in validate, with the message the page shows', () => {
    expect(() => equationRunner.validate({ mode: 'postfix', expression: '2 3' })).toThrow('Invalid Expression');
    expect(() => equationRunner.validate({ mode: 'infix', expression: '2,5' })).toThrow('Invalid Token');
  });
});

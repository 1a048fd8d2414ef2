import { describe, expect, it } from 'vitest';
import { equationRunner } from './equationRunner';
import { EquationError, type EquationMode } from './equationTypes';
import { checkExpression } from './parse';

/** The page's check of an expression: spec §8's message and the reason shown under it. */
const said = (mode: EquationMode, text: string) => {
  const { error, reason } = checkExpression(mode, text);
  return [error, reason];
};
const expression = (reason: string) => ['Invalid Expression', reason];
const token = (reason: string) => ['Invalid Token', reason];

describe('why an infix expression cannot run (both infix modes)', () => {
  const infix = (text: string) => said('infix', text);

  it("names the issue's five cases with the place of the fault", () => {
    expect(infix('(1+2')).toEqual(expression('Missing closing bracket for the one at position 1'));
    expect(infix('2 3')).toEqual(expression('Two numbers in a row at position 3'));
    expect(infix('((()))')).toEqual(expression('Empty brackets () at position 3'));
    expect(infix('2^^3')).toEqual(expression('Operator ^ has no left operand at position 3'));
    expect(infix('3*-2')).toEqual(expression('Operator - has no left operand at position 3 (a negative number there needs brackets: (-2))'));
  });

  it('says what is missing around an operator', () => {
    expect(infix('*2')).toEqual(expression('Operator * has no left operand at position 1'));
    expect(infix('1+')).toEqual(expression('Operator + has no right operand at position 2'));
    expect(infix('(1+)*2')).toEqual(expression('Operator + has no right operand at position 3'));
    expect(infix('-')).toEqual(expression('Minus at position 1 has nothing to negate'));
    expect(infix('(-)')).toEqual(expression('Minus at position 2 has nothing to negate'));
  });

  it('says where an operator is missing (nothing is implied)', () => {
    expect(infix('2(3)')).toEqual(expression('No operator between 2 and ( at position 2'));
    expect(infix('(1)2')).toEqual(expression('No operator between ) and 2 at position 4'));
    expect(infix('[1] {2}')).toEqual(expression('No operator between ] and { at position 5'));
  });

  it('matches brackets by kind and names the unclosed one nearest the end', () => {
    expect(infix('(1]')).toEqual(expression('Closing bracket ] at position 3 does not match the ( at position 1'));
    expect(infix('1)')).toEqual(expression('Closing bracket ) at position 2 has no opening bracket'));
    expect(infix(')')).toEqual(expression('Closing bracket ) at position 1 has no opening bracket'));
    expect(infix('(1+(2')).toEqual(expression('Missing closing bracket for the one at position 4'));
    expect(infix('((1+2)')).toEqual(expression('Missing closing bracket for the one at position 1'));
    expect(infix('[')).toEqual(expression('Missing closing bracket for the one at position 1'));
  });

  it('says an empty expression is empty, spaces or not', () => {
    expect(infix('')).toEqual(expression('The expression is empty'));
    expect(infix('   ')).toEqual(expression('The expression is empty'));
  });

  it('names an unknown character as typed, a whole emoji too, and a decimal point without its digits', () => {
    expect(infix('2+a')).toEqual(token('Unknown character a at position 3'));
    expect(infix('3,5')).toEqual(token('Unknown character , at position 2'));
    expect(infix('1+😀+2')).toEqual(token('Unknown character 😀 at position 3'));
    expect(infix('1.2.3')).toEqual(token('Second decimal point in a number at position 4'));
    expect(infix('5.+1')).toEqual(token('Decimal point at position 2 has no digit after it'));
    expect(infix('1..2')).toEqual(token('Decimal point at position 2 has no digit after it'));
    expect(infix('.5')).toEqual(token('Decimal point at position 1 has no digit before it'));
    expect(infix('2*(.5)')).toEqual(token('Decimal point at position 4 has no digit before it'));
  });

  it('gives the two-pointer page the same reasons, and no reason to a good expression', () => {
    expect(said('infix2pointer', '(1+2')).toEqual(expression('Missing closing bracket for the one at position 1'));
    expect(said('infix2pointer', '2+x')).toEqual(token('Unknown character x at position 3'));
    expect(infix('-(1+2)*[4-{6/3}]^2')).toEqual(['', '']);
  });
});

describe('why a postfix or prefix expression cannot run', () => {
  it('postfix counts the operands before each operator and the values left at the end', () => {
    expect(said('postfix', '2 3')).toEqual(expression('2 values are left at the end, not 1: an operator is missing'));
    expect(said('postfix', '1 2 3')).toEqual(expression('3 values are left at the end, not 1: 2 operators are missing'));
    expect(said('postfix', '3 + 4')).toEqual(expression('Operator + at position 3 has 1 operand before it, not 2'));
    expect(said('postfix', '+')).toEqual(expression('Operator + at position 1 has 0 operands before it, not 2'));
    expect(said('postfix', '( 1 )')).toEqual(expression('Postfix has no brackets: ( at position 1'));
    expect(said('postfix', ' ')).toEqual(expression('The expression is empty'));
  });

  it('prefix reads right to left: the operands come after each operator', () => {
    expect(said('prefix', '3 4 +')).toEqual(expression('Operator + at position 5 has 0 operands after it, not 2'));
    expect(said('prefix', '+ 3')).toEqual(expression('Operator + at position 1 has 1 operand after it, not 2'));
    expect(said('prefix', '+ 1 2 3')).toEqual(expression('2 values are left at the end, not 1: an operator is missing'));
    expect(said('prefix', '[ 1')).toEqual(expression('Prefix has no brackets: [ at position 1'));
  });

  it('names a token typed without its spaces, an unknown character and a bad decimal point', () => {
    expect(said('postfix', '3+ 4')).toEqual(token('Put spaces between the tokens of 3+ at position 1'));
    expect(said('prefix', '+ --2 1')).toEqual(token('Put spaces between the tokens of --2 at position 3'));
    expect(said('postfix', '1 x +')).toEqual(token('Unknown character x at position 3'));
    expect(said('postfix', '1 2a +')).toEqual(token('Unknown character a at position 4'));
    expect(said('postfix', '1 5. +')).toEqual(token('Decimal point at position 4 has no digit after it'));
    expect(said('postfix', '1 1.2.3 +')).toEqual(token('Second decimal point in a number at position 6'));
    expect(said('prefix', '+ .5 1')).toEqual(token('Decimal point at position 3 has no digit before it'));
  });
});

describe('the run refuses the same expression with the same message and reason', () => {
  it('throws an EquationError carrying the reason the page shows', () => {
    for (const [mode, text] of [
      ['infix', '(1+2'],
      ['postfix', '2 3'],
      ['prefix', '3 4 +'],
      ['infix2pointer', '2^^3'],
      ['infix', '2+a'],
    ] as const) {
      let thrown: unknown;
      try {
        equationRunner.validate({ mode, expression: text });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, text).toBeInstanceOf(EquationError);
      const { error, reason } = checkExpression(mode, text);
      expect([(thrown as EquationError).message, (thrown as EquationError).reason], text).toEqual([error, reason]);
    }
  });
});

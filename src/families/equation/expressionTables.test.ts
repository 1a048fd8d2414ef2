import { describe, expect, it } from 'vitest';
import { convertInfix } from '../../../workers/equation/convert';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import { parseExpression } from '../../../workers/equation/parse';
import { runLine } from './runLine.testSupport';

/**
 * The tables: expressions with the exact line the page ends with. Expected values are
 * written by hand (or as plain JavaScript arithmetic), never taken from the evaluators.
 */
type Row = [expression: string, line: string];

const result = (value: number) => `Result: ${String(value)}`;
const cannot = (expression: string): Row => [expression, `Cannot Evaluate :${expression}`];
const token = (expression: string): Row => [expression, 'Error: Invalid Token'];
const structure = (expression: string): Row => [expression, 'Error: Invalid Expression'];
const huge = '9'.repeat(400);

const infixRows: Row[] = [
  ['1+2', result(3)],
  ['2^3^2', result(512)],
  ['2^3^0', result(2)],
  ['[2^3]^2', result(64)],
  ['8-3-2', result(3)],
  ['1-2-3-4', result(-8)],
  ['100/10/5', result(2)],
  ['64/4/2/2', result(4)],
  ['2*3+4', result(10)],
  ['2+3*4', result(14)],
  ['(2+3)*4', result(20)],
  ['[2+3]*{4-1}', result(15)],
  ['{[(1+2)*3]-4}^2', result(25)],
  ['((((1))))', result(1)],
  ['3+4*2/(1-5)^2^3', result(3 + (4 * 2) / (1 - 5) ** (2 ** 3))],
  ['-2^2', result(4)],
  ['-(1+2)', result(-3)],
  ['-(1+2)^2', result(9)],
  ['-{2+3}*2', result(-10)],
  ['-[4]/2', result(-2)],
  ['(-3)*2', result(-6)],
  ['[-3]*2', result(-6)],
  ['{-3}*2', result(-6)],
  ['2*(-(3))', result(-6)],
  ['(1)+(-1)', result(0)],
  ['- 2 + 5', result(3)],
  ['1.5*2', result(3)],
  ['-0.5*4', result(-2)],
  ['0.1+0.2', 'Result: 0.30000000000000004'],
  ['10/4', result(2.5)],
  ['2^0.5', 'Result: 1.4142135623730951'],
  ['1/3', 'Result: 0.3333333333333333'],
  ['10^36', 'Result: 1e+36'],
  [' 7 ', result(7)],
  cannot('1/0'),
  cannot('0/0'),
  cannot('10^400'),
  cannot('(-8)^(1/3)'),
  cannot('10^400-10^400'),
  cannot('1/0*0'),
  cannot(huge),
  token('2+a'),
  token('3,5'),
  token('1.2.3'),
  token('5.+1'),
  token('.5'),
  token('1e5'),
  token('2+(a'),
  structure('2(3)'),
  structure('(2)(3)'),
  structure('3*-2'),
  structure('2^-1'),
  structure('--2'),
  structure('5--2'),
  structure('+2'),
  structure('(+1)'),
  structure('(1+2'),
  structure('1+2)'),
  structure('(1+2]'),
  structure('{1+2)'),
  structure('()'),
  structure(''),
  structure('   '),
  structure('2 3'),
  structure('1+'),
];

const postfixRows: Row[] = [
  ['3 4 +', result(7)],
  ['5 1 2 + 4 * + 3 -', result(14)],
  ['2 3 2 ^ ^', result(512)],
  ['2 3 ^ 2 ^', result(64)],
  ['8 3 - 2 -', result(3)],
  ['4 2 - 2 -', result(0)],
  ['100 10 / 5 /', result(2)],
  ['6 3 / 2 /', result(1)],
  ['2 3 4 * +', result(14)],
  ['1 2 3 4 5 + + + +', result(15)],
  ['1 2 + 3 4 + *', result(21)],
  ['-2 2 ^', result(4)],
  ['-3 2 *', result(-6)],
  ['2 -0.5 *', result(-1)],
  ['1.5 2 *', result(3)],
  ['0.1 0.2 +', 'Result: 0.30000000000000004'],
  ['10 4 /', result(2.5)],
  ['1 3 /', 'Result: 0.3333333333333333'],
  ['2 0.5 ^', 'Result: 1.4142135623730951'],
  ['10 36 ^', 'Result: 1e+36'],
  ['  7  ', result(7)],
  cannot('1 0 /'),
  cannot('0 0 /'),
  cannot('10 400 ^'),
  cannot('-8 1 3 / ^'),
  cannot('10 400 ^ 0 *'),
  cannot(huge),
  token('3 4 a'),
  token('3 4,+'),
  token('1.2.3 4 +'),
  token('5. 1 +'),
  token('.5 1 +'),
  token('3 4+'),
  token('--2 3 +'),
  token('3 + a'),
  structure('3 +'),
  structure('3 4'),
  structure('+'),
  structure(''),
  structure('3 4 + +'),
  structure('( 3 4 + )'),
  structure('+ 3 4'),
  structure('1 2 3 +'),
];

const prefixRows: Row[] = [
  ['+ 3 4', result(7)],
  ['- + 5 * + 1 2 4 3', result(14)],
  ['^ 2 ^ 3 2', result(512)],
  ['^ ^ 2 3 2', result(64)],
  ['- - 8 3 2', result(3)],
  ['- - 4 2 2', result(0)],
  ['/ / 100 10 5', result(2)],
  ['/ / 6 3 2', result(1)],
  ['+ 2 * 3 4', result(14)],
  ['+ 1 + 2 + 3 + 4 5', result(15)],
  ['* + 1 2 + 3 4', result(21)],
  ['- 2 5', result(-3)],
  ['/ 1 4', result(0.25)],
  ['^ -2 2', result(4)],
  ['* -3 2', result(-6)],
  ['* 1.5 2', result(3)],
  ['+ 0.1 0.2', 'Result: 0.30000000000000004'],
  ['/ 10 4', result(2.5)],
  ['/ 1 3', 'Result: 0.3333333333333333'],
  ['^ 2 0.5', 'Result: 1.4142135623730951'],
  ['^ 10 36', 'Result: 1e+36'],
  ['  7 ', result(7)],
  cannot('/ 1 0'),
  cannot('/ 0 0'),
  cannot('^ 10 400'),
  cannot('^ -8 / 1 3'),
  cannot('* ^ 10 400 0'),
  cannot(huge),
  token('+ 3 a'),
  token('+ 3 4,'),
  token('+ 1.2.3 4'),
  token('+ 5. 1'),
  token('+3 4'),
  token('+ --2 3'),
  structure('+ 3'),
  structure('3 4'),
  structure('-'),
  structure(''),
  structure('+ + 3 4'),
  structure('( + 3 4 )'),
  structure('3 4 +'),
  structure('+ 1 2 3'),
];

const tables: [EquationMode, Row[]][] = [
  ['infix', infixRows],
  ['infix2pointer', infixRows],
  ['postfix', postfixRows],
  ['prefix', prefixRows],
];

describe.each(tables)('%s: every expression of the table ends with its exact line', (mode, rows) => {
  it('has at least 40 expressions', () => expect(rows.length).toBeGreaterThanOrEqual(40));
  it.each(rows)('%s → %s', (expression, line) => {
    expect(runLine(mode, expression)).toBe(line);
  });
});

describe('cross-mode agreement', () => {
  const valid = infixRows.filter(([, line]) => !line.startsWith('Error:'));
  const sameKind = (line: string) => line.replace(/^Cannot Evaluate :.*$/, 'Cannot Evaluate');

  it.each(valid)('%s gives the same line by infix, two-pointer, and as postfix and prefix after conversion', (expression, line) => {
    const { postfix, prefix } = convertInfix(parseExpression('infix', expression));
    expect(runLine('infix2pointer', expression)).toBe(runLine('infix', expression));
    expect(sameKind(runLine('postfix', postfix))).toBe(sameKind(line));
    expect(sameKind(runLine('prefix', prefix))).toBe(sameKind(line));
  });
});

import { describe, expect, it } from 'vitest';
import { convertInfix } from '../../../workers/equation/convert';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import { parseExpression } from '../../../workers/equation/parse';
import { equationAdapter } from './equationAdapter';
import { operationCount, runLine, runModel } from './runLine.testSupport';

/**
 * Published worked examples (GeeksforGeeks, Wikipedia, textbooks) run as the page runs them:
 * `runLine` gives the line the page ends with, `runModel` the page's model after each step.
 * Expected values are the sources' answers, written by hand.
 */

/** The words shown after each step of a run, in order. */
const steps = (mode: EquationMode, expression: string) =>
  Array.from({ length: operationCount(mode, expression) }, (_, n) => runModel(mode, expression, n + 1).state.step);
const applied = (mode: EquationMode, expression: string) => steps(mode, expression).filter((step) => step.startsWith('apply '));
const convert = (infix: string) => convertInfix(parseExpression('infix', infix));
/**
 * A published letter expression with its letters written as 1, 2, … in the order `names` lists
 * them (the page reads numbers only); postfix and prefix forms come back space-separated.
 */
const numbered = (names: string, text: string, separator: string) =>
  [...text].map((c) => (names.includes(c) ? String(names.indexOf(c) + 1) : c)).join(separator);

describe('postfix: published evaluations', () => {
  it('GeeksforGeeks "Evaluation of Postfix Expression": 2 3 1 * + 9 - is -4, applying 3*1, 2+3, 5-9', () => {
    expect(runLine('postfix', '2 3 1 * + 9 -')).toBe('Result: -4');
    expect(applied('postfix', '2 3 1 * + 9 -')).toEqual(['apply 3 * 1', 'apply 2 + 3', 'apply 5 - 9']);
  });

  it('GeeksforGeeks multi-digit example: 100 200 + 2 / 5 * 7 + is 757', () => {
    expect(runLine('postfix', '100 200 + 2 / 5 * 7 +')).toBe('Result: 757');
  });

  it('common textbook example: 5 3 + 8 2 - * is 48', () => {
    expect(runLine('postfix', '5 3 + 8 2 - *')).toBe('Result: 48');
  });

  it('Tenenbaum, Langsam & Augenstein, Data Structures Using C: 6 2 3 + - 3 8 2 / + * 2 $ 3 + is 52', () => {
    // The book writes exponentiation as $; the page writes it ^.
    expect(runLine('postfix', '6 2 3 + - 3 8 2 / + * 2 ^ 3 +')).toBe('Result: 52');
  });

  it('GeoDavidson/postfix-evaluator README, signed operands: -20, 10, -38, 4', () => {
    expect(runLine('postfix', '4 -5 *')).toBe('Result: -20');
    expect(runLine('postfix', '25 3 10 * 2 / -')).toBe('Result: 10');
    expect(runLine('postfix', '16 2 3 18 * 2 / * -')).toBe('Result: -38');
    expect(runLine('postfix', '6 -9 + -2 - 4 3 + 11 - *')).toBe('Result: 4');
  });

  it('operand order (any textbook): 10 4 - is 6 and 8 2 / is 4; the first pop is the right operand', () => {
    expect(runLine('postfix', '10 4 -')).toBe('Result: 6');
    expect(runLine('postfix', '8 2 /')).toBe('Result: 4');
    expect(steps('postfix', '10 4 -')).toEqual(expect.arrayContaining(['pop 4', 'pop 10', 'apply 10 - 4']));
    expect(steps('postfix', '10 4 -').indexOf('pop 4')).toBeLessThan(steps('postfix', '10 4 -').indexOf('pop 10'));
  });

  it('textbooks print postfix unspaced (GeeksforGeeks 231*+9-, 53+82-*): the page wants spaces', () => {
    // Issue 11's stated convention: postfix/prefix tokens are whitespace-separated, so the
    // unspaced forms are one bad token each. Spaced, they give the books' -4 and 48 (above).
    expect(runLine('postfix', '231*+9-')).toBe('Error: Invalid Token');
    expect(runLine('postfix', '53+82-*')).toBe('Error: Invalid Token');
  });
});

describe('prefix: published evaluations', () => {
  it('GeeksforGeeks "Evaluation of Prefix Expressions": - + 8 / 6 3 2 is 8, read right to left', () => {
    expect(runLine('prefix', '- + 8 / 6 3 2')).toBe('Result: 8');
    const words = steps('prefix', '- + 8 / 6 3 2');
    expect(words.filter((step) => step.startsWith('read '))).toEqual(['read 2', 'read 3', 'read 6', 'read /', 'read 8', 'read +', 'read -']);
    expect(applied('prefix', '- + 8 / 6 3 2')).toEqual(['apply 6 / 3', 'apply 8 + 2', 'apply 10 - 2']);
  });

  it('GeeksforGeeks second example: - + 7 * 4 5 + 2 0 is 25', () => {
    expect(runLine('prefix', '- + 7 * 4 5 + 2 0')).toBe('Result: 25');
  });

  it('textbook exercise discussed on a forum: - + / 16 ^ 2 3 * 10 4 * 16 3 is -6 (the book key says -7)', () => {
    // 16/2^3 = 2, 10*4 = 40, 2+40 = 42, 16*3 = 48, 42-48 = -6: the book's -7 is an arithmetic slip.
    expect(runLine('prefix', '- + / 16 ^ 2 3 * 10 4 * 16 3')).toBe('Result: -6');
  });

  it('operand order (any textbook): / 8 2 is 4 and - 10 4 is 6; the first pop is the left operand', () => {
    expect(runLine('prefix', '/ 8 2')).toBe('Result: 4');
    expect(runLine('prefix', '- 10 4')).toBe('Result: 6');
    const words = steps('prefix', '- 10 / 8 2');
    expect(words.slice(words.indexOf('read /'), words.indexOf('read /') + 4)).toEqual(['read /', 'pop 8', 'pop 2', 'apply 8 / 2']);
    expect(words.slice(words.indexOf('read -'), words.indexOf('read -') + 4)).toEqual(['read -', 'pop 10', 'pop 4', 'apply 10 - 4']);
  });

  it('^ is right-associative: ^ 2 ^ 3 2 is 2^(3^2) = 512', () => {
    expect(runLine('prefix', '^ 2 ^ 3 2')).toBe('Result: 512');
  });

  it('textbooks print prefix unspaced (GeeksforGeeks -+8/632): the page wants spaces', () => {
    // Issue 11's stated convention, as for postfix; spaced it is the 8 above.
    expect(runLine('prefix', '-+8/632')).toBe('Error: Invalid Token');
  });
});

describe('infix: published evaluations', () => {
  it('Wikipedia "Shunting yard algorithm" detailed example: operator stack and output after each token', () => {
    const expression = '3+4*2/(1-5)^2^3';
    const building = Array.from({ length: operationCount('infix', expression) }, (_, n) => runModel('infix', expression, n + 1)).filter(
      (m) => m.state.phase === 0,
    );
    const row = (model: (typeof building)[number]) => {
      const { operators, queue } = equationAdapter.story.extras(model);
      return `${operators} | ${queue}`;
    };
    // After token t: the last state that read t tokens, before the pops at the end of the input.
    const afterToken = (t: number) =>
      row(building.filter((m) => equationAdapter.story.extras(m).tokensRead === t && !m.state.step.startsWith('move ')).at(-1) ?? building[0]!);
    // Wikipedia writes the stack top first with × ÷ −; the page lists it bottom first with * / -.
    expect(Array.from({ length: 15 }, (_, i) => afterToken(i + 1))).toEqual([
      ' | 3', // 3
      '+ | 3', // +
      '+ | 3 4', // 4
      '+ * | 3 4', // ×
      '+ * | 3 4 2', // 2
      '+ / | 3 4 2 *', // ÷ pops ×
      '+ / ( | 3 4 2 *', // (
      '+ / ( | 3 4 2 * 1', // 1
      '+ / ( - | 3 4 2 * 1', // −
      '+ / ( - | 3 4 2 * 1 5', // 5
      '+ / | 3 4 2 * 1 5 -', // ) pops − and (
      '+ / ^ | 3 4 2 * 1 5 -', // ^
      '+ / ^ | 3 4 2 * 1 5 - 2', // 2
      '+ / ^ ^ | 3 4 2 * 1 5 - 2', // ^ goes over ^: right-associative
      '+ / ^ ^ | 3 4 2 * 1 5 - 2 3', // 3
    ]);
    expect(row(building[building.length - 1]!)).toBe(' | 3 4 2 * 1 5 - 2 3 ^ ^ / +');
    expect(runLine('infix', expression)).toBe('Result: 3.0001220703125');
  });

  it('GeeksforGeeks: 100*(2+12)/14 is 100, by shunting yard and by two pointers', () => {
    expect(runLine('infix', '100*(2+12)/14')).toBe('Result: 100');
    expect(runLine('infix2pointer', '100*(2+12)/14')).toBe('Result: 100');
  });

  it('left-associative - and / (any textbook): 8-3-2 is 3 and 64/4/2 is 8; ^ is right-associative: 2^3^2 is 512', () => {
    expect(runLine('infix', '8-3-2')).toBe('Result: 3');
    expect(runLine('infix', '64/4/2')).toBe('Result: 8');
    expect(runLine('infix', '2^3^2')).toBe('Result: 512');
  });

  it('standard maths gives -2^2 = -4 and 3*-2 = -6; the page follows its stated rules instead', () => {
    // Issue 11: a leading minus belongs to its operand and binds tighter than ^, so -2^2 is (-2)^2;
    // two operators in a row (3*-2) are an Invalid Expression. Both rules are stated on the page.
    expect(runLine('infix', '-2^2')).toBe('Result: 4');
    expect(runLine('infix', '3*-2')).toBe('Error: Invalid Expression');
  });
});

describe('infix to postfix and prefix: published conversions', () => {
  it('GeeksforGeeks "Infix to Postfix": a+b*(c^d-e)^(f+g*h)-i → abcd^e-fgh*+^*+i-, prefix -+a*b^-^cde+f*ghi', () => {
    const names = 'abcdefghi';
    expect(convert(numbered(names, 'a+b*(c^d-e)^(f+g*h)-i', ''))).toEqual({
      postfix: numbered(names, 'abcd^e-fgh*+^*+i-', ' '),
      prefix: numbered(names, '-+a*b^-^cde+f*ghi', ' '),
    });
  });

  it('GeeksforGeeks "Infix to Postfix": K+L-M*N+(O^P)*W/U/V*T+Q → KL+MN*-OP^W*U/V/T*+Q+, prefix ++-+KL*MN*//*^OPWUVTQ', () => {
    const names = 'KLMNOPWUVTQ';
    expect(convert(numbered(names, 'K+L-M*N+(O^P)*W/U/V*T+Q', ''))).toEqual({
      postfix: numbered(names, 'KL+MN*-OP^W*U/V/T*+Q+', ' '),
      prefix: numbered(names, '++-+KL*MN*//*^OPWUVTQ', ' '),
    });
  });

  it('GeeksforGeeks "Infix to Prefix": (A-B/C)*(A/K-L) → *-A/BC-/AKL, postfix ABC/-AK/L-*', () => {
    const names = 'ABCKL';
    expect(convert(numbered(names, '(A-B/C)*(A/K-L)', ''))).toEqual({
      postfix: numbered(names, 'ABC/-AK/L-*', ' '),
      prefix: numbered(names, '*-A/BC-/AKL', ' '),
    });
  });

  it('GeeksforGeeks "Infix to Prefix": x+y*z/w+u → ++x/*yzwu', () => {
    const names = 'xyzwu';
    expect(convert(numbered(names, 'x+y*z/w+u', '')).prefix).toBe(numbered(names, '++x/*yzwu', ' '));
  });

  it('associativity in conversion (any textbook): A+B-C → -+ABC, A-B-C → --ABC (not -A-BC), A^B^C → ^A^BC', () => {
    const names = 'ABC';
    expect(convert(numbered(names, 'A+B-C', ''))).toEqual({ postfix: numbered(names, 'AB+C-', ' '), prefix: numbered(names, '-+ABC', ' ') });
    expect(convert(numbered(names, 'A-B-C', ''))).toEqual({ postfix: numbered(names, 'AB-C-', ' '), prefix: numbered(names, '--ABC', ' ') });
    expect(convert(numbered(names, 'A^B^C', ''))).toEqual({ postfix: numbered(names, 'ABC^^', ' '), prefix: numbered(names, '^A^BC', ' ') });
  });
});

import { describe, expect, it } from 'vitest';
import { convertInfix } from './convert';
import { checkExpression, parseExpression } from './parse';
import { tokenizeInfix, tokenizeSpaced } from './tokens';

const kinds = (text: string) => tokenizeInfix(text).map((t) => `${t.kind}:${t.text}`);
const message = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('infix tokenizer', () => {
  it('glues a minus to its digits at the start and right after any open bracket, and nowhere else', () => {
    expect(kinds('-2^2')).toEqual(['number:-2', 'operator:^', 'number:2']);
    expect(kinds('(-2)')).toEqual(['open:(', 'number:-2', 'close:)']);
    expect(kinds('[-2]')).toEqual(['open:[', 'number:-2', 'close:]']);
    expect(kinds('{-2}')).toEqual(['open:{', 'number:-2', 'close:}']);
    expect(kinds('3-2')).toEqual(['number:3', 'operator:-', 'number:2']);
    expect(kinds('3*-2')).toEqual(['number:3', 'operator:*', 'operator:-', 'number:2']);
  });

  it('makes a minus before a bracket (or a space) at those places a negate', () => {
    expect(kinds('-(1)')).toEqual(['negate:-', 'open:(', 'number:1', 'close:)']);
    expect(kinds('- 2')).toEqual(['negate:-', 'number:2']);
    expect(kinds('--2')).toEqual(['negate:-', 'operator:-', 'number:2']);
  });

  it('reads decimals whole and refuses a second point, a bare point and unknown characters', () => {
    expect(tokenizeInfix('12.50+0.5').map((t) => (t.kind === 'number' ? t.value : t.text))).toEqual([12.5, '+', 0.5]);
    for (const bad of ['1.2.3', '5.', '.5', '2+x', '3,5', '1e5', '2×3', '½', '٣'])
      expect(
        message(() => tokenizeInfix(bad)),
        bad,
      ).toBe('Invalid Token');
  });
});

describe('spaced tokenizer (postfix, prefix)', () => {
  it('splits on any whitespace and reads signed decimals as numbers', () => {
    expect(tokenizeSpaced(' 3\t-4.5\n+ ').map((t) => `${t.kind}:${t.text}`)).toEqual(['number:3', 'number:-4.5', 'operator:+']);
  });
  it('refuses glued or unknown tokens', () => {
    for (const bad of ['3+', '+3', '--2', '5.', '1.2.3', '3,4', 'x'])
      expect(
        message(() => tokenizeSpaced(bad)),
        bad,
      ).toBe('Invalid Token');
  });
});

describe('checking order: tokens, then structure', () => {
  it('names a bad token even when the structure is also bad', () => {
    expect(message(() => parseExpression('infix', '((a'))).toBe('Invalid Token');
    expect(message(() => parseExpression('postfix', '+ a'))).toBe('Invalid Token');
    expect(message(() => parseExpression('prefix', '3 4 a'))).toBe('Invalid Token');
  });
  it('checks prefix structure reading right to left', () => {
    expect(message(() => parseExpression('prefix', '+ 3 4'))).toBe('ok');
    expect(message(() => parseExpression('prefix', '3 + 4'))).toBe('Invalid Expression');
    expect(message(() => parseExpression('postfix', '3 + 4'))).toBe('Invalid Expression');
  });
});

describe('infix to postfix and prefix', () => {
  const convert = (text: string) => convertInfix(parseExpression('infix', text));
  it('follows precedence and associativity', () => {
    expect(convert('3+4*2/(1-5)^2^3')).toEqual({ postfix: '3 4 2 * 1 5 - 2 3 ^ ^ / +', prefix: '+ 3 / * 4 2 ^ - 1 5 ^ 2 3' });
    expect(convert('8-3-2')).toEqual({ postfix: '8 3 - 2 -', prefix: '- - 8 3 2' });
    expect(convert('[1+2]*{3}')).toEqual({ postfix: '1 2 + 3 *', prefix: '* + 1 2 3' });
  });
  it('keeps signed numbers as typed and writes a negated bracket as a product with -1', () => {
    expect(convert('-2^2')).toEqual({ postfix: '-2 2 ^', prefix: '^ -2 2' });
    expect(convert('-(1+2)^2')).toEqual({ postfix: '-1 1 2 + * 2 ^', prefix: '^ * -1 + 1 2 2' });
  });
});

describe('checking without throwing (what the page shows before a run)', () => {
  const texts = (mode: 'infix' | 'postfix' | 'prefix', text: string) => {
    const { tokens, error } = checkExpression(mode, text);
    return { tokens: tokens.map((t) => t.text), error };
  };
  it('keeps the tokens when only the structure is wrong, so the tape shows what was typed', () => {
    expect(texts('postfix', '2 3')).toEqual({ tokens: ['2', '3'], error: 'Invalid Expression' });
    expect(texts('infix', '1+2*')).toEqual({ tokens: ['1', '+', '2', '*'], error: 'Invalid Expression' });
    expect(texts('prefix', '3 4 +')).toEqual({ tokens: ['3', '4', '+'], error: 'Invalid Expression' });
  });
  it('has no tokens for a bad token, and no error for a good expression', () => {
    expect(texts('infix', '2+(a')).toEqual({ tokens: [], error: 'Invalid Token' });
    expect(texts('postfix', '3 4 +')).toEqual({ tokens: ['3', '4', '+'], error: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { equationCodecs } from './equationUrlState';
import { isAllowedKey, keepAllowed, keepAllowedAt, refusedHint } from './inputAlphabet';
import { runLine } from './runLine.testSupport';

const equationCodec = equationCodecs.infix;

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  isAllowedKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('expression field alphabet', () => {
  it('lets digits, dot, operators, every bracket and whitespace through', () => {
    for (const key of [...'0123456789.+-*/^()[]{} ']) expect(press(key), key).toBe(true);
  });
  it('blocks comma, letters and other symbols', () => {
    for (const key of [...',aZx=%!_e×;:\'"<>|\\~`&$#@?']) expect(press(key), key).toBe(false);
  });
  it('lets navigation, edit keys and shortcuts through', () => {
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Tab', 'Enter']) expect(press(key), key).toBe(true);
    expect(press('v', { ctrlKey: true })).toBe(true);
    expect(press('z', { metaKey: true })).toBe(true);
  });
  it('lets every named key through: a dead key composes ^ on French, German and Nordic keyboards, and F5 or F12 type nothing', () => {
    for (const key of ['Dead', 'F5', 'F12', 'Unidentified', 'Process', 'Compose', 'AltGraph', 'ContextMenu']) expect(press(key), key).toBe(true);
    // Characters outside the alphabet stay blocked, astral ones (two UTF-16 units) too.
    for (const key of ['😀', 'ß', 'é', 'Ω']) expect(press(key), key).toBe(false);
  });
  it('keeps only allowed characters of pasted or dropped text', () => {
    expect(keepAllowed('12 + 2x*(3)')).toBe('12 + 2*(3)');
    expect(keepAllowed('½ + ٣ = {4}')).toBe(' +   {4}');
  });
  it('never glues two numbers into one: a removed character between two digits leaves a space', () => {
    expect(keepAllowed('2,5*2')).toBe('2 5*2');
    expect(runLine('infix', keepAllowed('2,5*2'))).toBe('Error: Invalid Expression');
    expect(keepAllowed('1,000+1')).toBe('1 000+1');
    expect(keepAllowed('2x3')).toBe('2 3');
    expect(keepAllowed('1,.5')).toBe('1 .5');
    expect(keepAllowed('2;;;5')).toBe('2 5');
    expect(keepAllowed('2,5 3 *')).toBe('2 5 3 *');
    expect(runLine('postfix', keepAllowed('2,5 3 *'))).toBe('Error: Invalid Expression');
    // Beside an operator, a bracket or a space nothing is glued, so nothing is added.
    expect(keepAllowed('3 x 4')).toBe('3  4');
    expect(keepAllowed('2a+b3')).toBe('2+3');
  });
  it('keeps the caret among the characters that stay', () => {
    // 'a' typed after the 1 of 1+2 (a phone sends it as an Unidentified key): nothing is added and the caret stays after the 1.
    expect(keepAllowedAt('1a+2', 2)).toEqual({ text: '1+2', caret: 1, refused: 'a' });
    // 'x7' pasted after the + of 1+2: the 7 stays, and the caret after it.
    expect(keepAllowedAt('1+x72', 4)).toEqual({ text: '1+72', caret: 3, refused: 'x' });
    expect(keepAllowedAt('2,5|', 3)).toEqual({ text: '2 5', caret: 3, refused: ',|' });
    expect(keepAllowedAt('ab1', 1)).toEqual({ text: '1', caret: 0, refused: 'ab' });
    expect(keepAllowedAt('1 × 2', 5)).toEqual({ text: '1 * 2', caret: 5, refused: '' });
  });
  it('turns a pasted textbook expression with × ÷ − into the ASCII operators, so it runs', () => {
    // Wikipedia's shunting-yard example, as printed there.
    const pasted = keepAllowed('3 + 4 × 2 ÷ ( 1 − 5 ) ^ 2 ^ 3');
    expect(pasted).toBe('3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3');
    expect(runLine('infix', pasted)).toBe('Result: 3.0001220703125');
    expect(keepAllowed('7 – 2 ⁄ 4')).toBe('7 - 2 / 4');
  });
  it('leaves a link untouched: × in expr= is still an Invalid Token (spec §5)', () => {
    const { state } = equationCodec.decode(new URLSearchParams({ expr: '4 × 2' }));
    expect(state.expr).toBe('4 × 2');
    expect(runLine('infix', '4 × 2')).toBe('Error: Invalid Token');
  });
  it('names what it refused and what it takes, once a character, at most five of them', () => {
    expect(refusedHint('a')).toBe('Not allowed here: "a". Use digits, . + - * / ^ ( ) [ ] { } and spaces.');
    expect(refusedHint(',')).toBe('Not allowed here: ",". Use digits, . + - * / ^ ( ) [ ] { } and spaces.');
    expect(refusedHint('abcabc')).toMatch(/^Not allowed here: "a" "b" "c"\. /);
    expect(refusedHint('thequickfox')).toMatch(/^Not allowed here: "t" "h" "e" "q" "u"\. /);
    expect(refusedHint('😀')).toMatch(/^Not allowed here: "😀"\. /);
  });
});

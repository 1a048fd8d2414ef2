import { describe, expect, it } from 'vitest';
import { equationCodec } from './equationUrlState';
import { isAllowedKey, keepAllowed } from './inputAlphabet';
import { runLine } from './runLine.testSupport';

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
    expect(press('F5')).toBe(false);
  });
  it('keeps only allowed characters of pasted or dropped text', () => {
    expect(keepAllowed('1,000 + 2x*(3)')).toBe('1000 + 2*(3)');
    expect(keepAllowed('½ + ٣ = {4}')).toBe(' +   {4}');
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
});

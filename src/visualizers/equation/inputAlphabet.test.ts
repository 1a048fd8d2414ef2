import { describe, expect, it } from 'vitest';
import { isAllowedKey, keepAllowed } from './inputAlphabet';

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
});

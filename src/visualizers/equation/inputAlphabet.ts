/**
 * What the expression field accepts (spec §5): digits, dot, + - * / ^, every bracket kind and
 * whitespace from the keyboard, plus the keys that move or edit; comma and every other
 * character is blocked. Pasted or dropped text keeps only the same characters, after × ÷ − are
 * mapped to * / -.
 */
const ALLOWED_CHARACTER = /^[0-9.+\-*/^()[\]{}\s]$/;
const NOT_ALLOWED = /[^0-9.+\-*/^()[\]{}\s]/g;

/** Keys that move, select or edit rather than type. */
const EDIT_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Tab', 'Enter', 'Escape']);

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** True when a key press may reach the field. Shortcuts (copy, paste, undo) pass: pasted text is filtered on its own. */
export function isAllowedKey({ key, ctrlKey, metaKey, altKey }: KeyPress): boolean {
  if (ctrlKey || metaKey || altKey) return true;
  if (EDIT_KEYS.has(key)) return true;
  // Mobile keyboards often report 'Unidentified': their text is filtered as it arrives.
  if (key === 'Unidentified' || key === 'Process') return true;
  return key.length === 1 && ALLOWED_CHARACTER.test(key);
}

/**
 * Typographic operators that textbooks and web pages print, mapped to the ASCII operators the
 * field accepts: without this a pasted `4 × 2` silently lost its operator and became `4  2`.
 * Only pasted, dropped or IME text goes through this; the keyboard keeps to ASCII (spec §5), and
 * an `expr` link is taken as written ('Invalid Token' for ×).
 */
const TYPOGRAPHIC_OPERATORS: Record<string, string> = {
  '×': '*', // U+00D7 multiplication sign
  '÷': '/', // U+00F7 division sign
  '⁄': '/', // U+2044 fraction slash
  '−': '-', // U+2212 minus sign
  '–': '-', // U+2013 en dash, often typeset for minus
};
const TYPOGRAPHIC = new RegExp(`[${Object.keys(TYPOGRAPHIC_OPERATORS).join('')}]`, 'g');

/** Text held to the alphabet (paste, drop, autocomplete, a mobile keyboard): typographic operators mapped, the rest outside it removed. */
export const keepAllowed = (text: string) => text.replace(TYPOGRAPHIC, (c) => TYPOGRAPHIC_OPERATORS[c]).replace(NOT_ALLOWED, '');

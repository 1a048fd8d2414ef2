/**
 * What the expression field accepts (spec §5): digits, dot, + - * / ^, every bracket kind and
 * whitespace from the keyboard, plus the keys that move or edit; comma and every other
 * character is blocked. Pasted or dropped text keeps only the same characters, after × ÷ − are
 * mapped to * / -.
 */
const ALLOWED_CHARACTER = /^[0-9.+\-*/^()[\]{}\s]$/;
/** A run of characters outside the alphabet. */
const REFUSED_RUN = /[^0-9.+\-*/^()[\]{}\s]+/g;
const NUMBER_PART = /^[0-9.]$/;

/**
 * A named key (UI Events `key` values: Backspace, ArrowLeft, Tab, F5, Dead, Unidentified,
 * Process…) types no character of its own. It passes: a dead key starts the composition that
 * gives ^ on French, German and Nordic keyboards, and a mobile keyboard's 'Unidentified' carries
 * its text in the input event; whatever text arrives is held to the alphabet by `keepAllowed`.
 */
const NAMED_KEY = /^[A-Z][A-Za-z0-9]+$/;

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The characters the field takes, in the words of the hint a refused character gets. */
export const ALLOWED_IN_WORDS = 'digits, . + - * / ^ ( ) [ ] { } and spaces';

/** At most this many refused characters are named: a long paste of prose would make a paragraph of them. */
const NAMED_AT_MOST = 5;

/**
 * The brief hint under the field when a key is blocked or a paste lost characters: a refused
 * key vanished without a word (issue 47), so the page names it and what the field takes.
 * `refused` holds the characters left out, in order, repeats included.
 */
export function refusedHint(refused: string): string {
  const named = [...new Set(refused)].slice(0, NAMED_AT_MOST);
  return `Not allowed here: ${named.map((c) => `"${c}"`).join(' ')}. Use ${ALLOWED_IN_WORDS}.`;
}

/** True when a key press may reach the field. Shortcuts (copy, paste, undo) pass: pasted text is filtered on its own. */
export function isAllowedKey({ key, ctrlKey, metaKey, altKey }: KeyPress): boolean {
  if (ctrlKey || metaKey || altKey) return true;
  return NAMED_KEY.test(key) || ALLOWED_CHARACTER.test(key);
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

const isNumberPart = (c: string | undefined) => c !== undefined && NUMBER_PART.test(c);

/**
 * Text held to the alphabet (paste, drop, autocomplete, a mobile keyboard), and where the caret
 * goes in it. Typographic operators are mapped; other characters are removed, except that a run
 * of them between two parts of numbers leaves a space: removed outright, a pasted decimal comma
 * glued two numbers into one (`2,5*2` became `25*2` = 50), where `2 5*2` is an error the
 * visitor sees. The caret keeps its place among the characters that stay; `refused` is what was
 * left out, for the hint that says so.
 */
export function keepAllowedAt(text: string, caret: number): { text: string; caret: number; refused: string } {
  const mapped = text.replace(TYPOGRAPHIC, (c) => TYPOGRAPHIC_OPERATORS[c]!);
  let kept = '';
  let refused = '';
  let keptCaret = caret;
  let from = 0;
  for (const run of mapped.matchAll(REFUSED_RUN)) {
    const start = run.index;
    const end = start + run[0].length;
    const replacement = isNumberPart(mapped[start - 1]) && isNumberPart(mapped[end]) ? ' ' : '';
    kept += mapped.slice(from, start) + replacement;
    refused += run[0];
    // Positions after the run move back by what it lost; one inside it goes to its end.
    if (caret >= end) keptCaret -= end - start - replacement.length;
    else if (caret > start) keptCaret -= caret - start - replacement.length;
    from = end;
  }
  return { text: kept + mapped.slice(from), caret: keptCaret, refused };
}

/** `keepAllowedAt` without a caret. */
export const keepAllowed = (text: string) => keepAllowedAt(text, 0).text;

import { EquationError, INVALID_TOKEN } from './equationTypes';

export type Operator = '+' | '-' | '*' | '/' | '^';
export type OpenBracket = '(' | '[' | '{';
export type CloseBracket = ')' | ']' | '}';

/**
 * One token of an expression. `negate` is a minus in operand position (the start, or right
 * after an open bracket) that is not glued to digits: `-(1+2)`. A minus glued to digits there
 * is part of the number (`-2`), as the number rule says.
 */
export type Token =
  | { kind: 'number'; text: string; value: number }
  | { kind: 'operator'; text: Operator }
  | { kind: 'negate'; text: '-' }
  | { kind: 'open'; text: OpenBracket }
  | { kind: 'close'; text: CloseBracket };

const OPERATORS = '+-*/^';
const OPENS = '([{';
const CLOSES = ')]}';
/** Optional minus, digits, optional decimal part: `1.2.3` and `5.` are not numbers. */
export const NUMBER = /^-?\d+(?:\.\d+)?$/;
const DIGITS_AT = /\d+(?:\.\d+)?/y;
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSpace = (c: string) => /\s/.test(c);

export const matchingOpen = (close: CloseBracket): OpenBracket => OPENS[CLOSES.indexOf(close)] as OpenBracket;

const invalidToken = () => new EquationError(INVALID_TOKEN);

function numberToken(text: string): Token {
  return { kind: 'number', text, value: Number(text) };
}

/** A single symbol that is not a number, or null. */
function symbolToken(c: string): Token | null {
  if (OPERATORS.includes(c)) return { kind: 'operator', text: c as Operator };
  if (OPENS.includes(c)) return { kind: 'open', text: c as OpenBracket };
  if (CLOSES.includes(c)) return { kind: 'close', text: c as CloseBracket };
  return null;
}

/** Infix text to tokens, character by character; throws 'Invalid Token' for anything unrecognised. */
export function tokenizeInfix(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (isSpace(c)) {
      i++;
      continue;
    }
    const previous = tokens.at(-1);
    const operandPosition = previous === undefined || previous.kind === 'open';
    const signed = c === '-' && operandPosition && isDigit(text[i + 1]);
    if (isDigit(c) || signed) {
      DIGITS_AT.lastIndex = signed ? i + 1 : i;
      DIGITS_AT.exec(text);
      const end = DIGITS_AT.lastIndex;
      // A dot right after a number is a second decimal point (1.2.3) or a missing fraction (5.).
      if (text[end] === '.') throw invalidToken();
      tokens.push(numberToken(text.slice(i, end)));
      i = end;
      continue;
    }
    const symbol = symbolToken(c);
    if (!symbol) throw invalidToken();
    tokens.push(c === '-' && operandPosition ? { kind: 'negate', text: '-' } : symbol);
    i++;
  }
  return tokens;
}

/** Postfix or prefix text: whitespace-separated tokens, each a number or a single symbol. */
export function tokenizeSpaced(text: string): Token[] {
  return text
    .split(/\s+/)
    .filter((part) => part !== '')
    .map((part) => {
      if (NUMBER.test(part)) return numberToken(part);
      const symbol = part.length === 1 ? symbolToken(part) : null;
      if (!symbol) throw invalidToken();
      return symbol;
    });
}

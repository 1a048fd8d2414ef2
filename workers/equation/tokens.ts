import { EquationError, INVALID_TOKEN } from './equationTypes';

export type Operator = '+' | '-' | '*' | '/' | '^';
export type OpenBracket = '(' | '[' | '{';
export type CloseBracket = ')' | ']' | '}';

/**
 * One token of an expression. `negate` is a minus in operand position (the start, or right
 * after an open bracket) that is not glued to digits: `-(1+2)`. A minus glued to digits there
 * is part of the number (`-2`), as the number rule says.
 */
export type Token = (
  | { kind: 'number'; text: string; value: number }
  | { kind: 'operator'; text: Operator }
  | { kind: 'negate'; text: '-' }
  | { kind: 'open'; text: OpenBracket }
  | { kind: 'close'; text: CloseBracket }
) & {
  /**
   * Where the token starts in the text, counted from 1 as a visitor counts characters (the
   * reasons the page gives say 'at position 3'). Every character before a valid token is ASCII
   * or a one-unit space, so this is the string index plus one.
   */
  position: number;
};

const OPERATORS = '+-*/^';
const OPENS = '([{';
const CLOSES = ')]}';
/** Optional minus, digits, optional decimal part: `1.2.3` and `5.` are not numbers. */
export const NUMBER = /^-?\d+(?:\.\d+)?$/;
const DIGITS_AT = /\d+(?:\.\d+)?/y;
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSpace = (c: string) => /\s/.test(c);

export const matchingOpen = (close: CloseBracket): OpenBracket => OPENS[CLOSES.indexOf(close)] as OpenBracket;

const invalidToken = (reason: string) => new EquationError(INVALID_TOKEN, reason);

/** A character no token has, named as typed (a whole emoji, not half of it), at its place. */
function unknownCharacter(text: string, at: number): EquationError {
  return invalidToken(`Unknown character ${String.fromCodePoint(text.codePointAt(at) as number)} at position ${at + 1}`);
}

/**
 * What is wrong with the decimal point at `at` ('' when nothing): a number has digits on both
 * sides of its one point. `1.2.3` has a second point, `5.` none after it, `.5` none before.
 */
export function pointFault(text: string, at: number): string {
  if (!isDigit(text[at - 1])) return `Decimal point at position ${at + 1} has no digit before it`;
  let before = at - 1;
  while (isDigit(text[before])) before--;
  if (text[before] === '.' && isDigit(text[before - 1])) return `Second decimal point in a number at position ${at + 1}`;
  if (!isDigit(text[at + 1])) return `Decimal point at position ${at + 1} has no digit after it`;
  return '';
}

function numberToken(text: string, at: number): Token {
  return { kind: 'number', text, value: Number(text), position: at + 1 };
}

/** A single symbol that is not a number, or null. */
function symbolToken(c: string, at: number): Token | null {
  const position = at + 1;
  if (OPERATORS.includes(c)) return { kind: 'operator', text: c as Operator, position };
  if (OPENS.includes(c)) return { kind: 'open', text: c as OpenBracket, position };
  if (CLOSES.includes(c)) return { kind: 'close', text: c as CloseBracket, position };
  return null;
}

/** Infix text to tokens, character by character; throws 'Invalid Token' for anything unrecognised. */
export function tokenizeInfix(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
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
      if (text[end] === '.') throw invalidToken(pointFault(text, end));
      tokens.push(numberToken(text.slice(i, end), i));
      i = end;
      continue;
    }
    if (c === '.') throw invalidToken(pointFault(text, i));
    const symbol = symbolToken(c, i);
    if (!symbol) throw unknownCharacter(text, i);
    tokens.push(c === '-' && operandPosition ? { kind: 'negate', text: '-', position: i + 1 } : symbol);
    i++;
  }
  return tokens;
}

/** Postfix or prefix text: whitespace-separated tokens, each a number or a single symbol. */
export function tokenizeSpaced(text: string): Token[] {
  const tokens: Token[] = [];
  for (const { 0: part, index: at } of text.matchAll(/\S+/g)) {
    const token = NUMBER.test(part) ? numberToken(part, at) : part.length === 1 ? symbolToken(part, at) : null;
    if (!token) throw invalidToken(spacedFault(text, part, at));
    tokens.push(token);
  }
  return tokens;
}

/** The alphabet of tokens: digits, the point, operators and brackets. */
const TOKEN_CHARACTER = /[0-9.+\-*/^()[\]{}]/;

/**
 * Why a space-separated part is no token: a character no token has, a number's decimal point,
 * or tokens typed without the space between them (`3+`, `--2`).
 */
function spacedFault(text: string, part: string, at: number): string {
  const unknown = [...part].findIndex((c) => !TOKEN_CHARACTER.test(c));
  if (unknown >= 0) return unknownCharacter(text, at + [...part].slice(0, unknown).join('').length).reason;
  if (/^-?[0-9.]+$/.test(part)) {
    for (let i = part.indexOf('.'); i >= 0; i = part.indexOf('.', i + 1)) {
      const fault = pointFault(text, at + i);
      if (fault) return fault;
    }
  }
  return `Put spaces between the tokens of ${part} at position ${at + 1}`;
}

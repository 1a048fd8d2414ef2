import { EquationError, INVALID_EXPRESSION } from './equationTypes';
import { type CloseBracket, matchingOpen, type Token } from './tokens';

const invalidExpression = (reason: string) => new EquationError(INVALID_EXPRESSION, reason);

export const EMPTY_EXPRESSION = 'The expression is empty';

/** An operator that found no operand on its left; a minus there is most often a negative number typed without its brackets (`3*-2`). */
function noLeftOperand(token: Token, next: Token | undefined): string {
  const said = `Operator ${token.text} has no left operand at position ${token.position}`;
  return token.text === '-' && next?.kind === 'number' ? `${said} (a negative number there needs brackets: (-${next.text}))` : said;
}

/** The fault of a token that ends an operand's place without filling it (a close bracket, or the end). */
function noOperandAfter(previous: Token): string {
  if (previous.kind === 'negate') return `Minus at position ${previous.position} has nothing to negate`;
  return `Operator ${previous.text} has no right operand at position ${previous.position}`;
}

/**
 * Checks infix structure: operands and binary operators alternate, a negate is followed by
 * an operand, brackets match by kind and are not empty, nothing is implied (`2(3)`). The first
 * fault from the left is the one named.
 */
export function checkInfix(tokens: readonly Token[]): void {
  const open: Token[] = [];
  let expectOperand = true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const previous = tokens[i - 1]!;
    switch (token.kind) {
      case 'number':
        if (!expectOperand) {
          throw invalidExpression(
            previous.kind === 'number'
              ? `Two numbers in a row at position ${token.position}`
              : `No operator between ${previous.text} and ${token.text} at position ${token.position}`,
          );
        }
        expectOperand = false;
        break;
      case 'negate':
        // The tokenizer makes a negate only where an operand is expected; one is still expected.
        break;
      case 'open':
        if (!expectOperand) throw invalidExpression(`No operator between ${previous.text} and ${token.text} at position ${token.position}`);
        open.push(token);
        break;
      case 'close': {
        const opener = open.pop();
        if (opener && expectOperand) {
          throw invalidExpression(
            previous.kind === 'open' ? `Empty brackets ${previous.text}${token.text} at position ${previous.position}` : noOperandAfter(previous),
          );
        }
        if (!opener) throw invalidExpression(`Closing bracket ${token.text} at position ${token.position} has no opening bracket`);
        if (opener.text !== matchingOpen(token.text as CloseBracket)) {
          throw invalidExpression(
            `Closing bracket ${token.text} at position ${token.position} does not match the ${opener.text} at position ${opener.position}`,
          );
        }
        break;
      }
      case 'operator':
        if (expectOperand) throw invalidExpression(noLeftOperand(token, tokens[i + 1]));
        expectOperand = true;
        break;
    }
  }
  const last = tokens.at(-1);
  if (!last) throw invalidExpression(EMPTY_EXPRESSION);
  if (expectOperand && last.kind !== 'open') throw invalidExpression(noOperandAfter(last));
  const unclosed = open.at(-1);
  if (unclosed) throw invalidExpression(`Missing closing bracket for the one at position ${unclosed.position}`);
}

/** How a stack notation reads its tokens, for the reasons it gives. */
export interface StackReading {
  /** 'Postfix', 'Prefix'. */
  name: string;
  /** Where an operator's operands stand: 'before' it (postfix) or 'after' it (prefix). */
  operandsAre: 'before' | 'after';
}

const operands = (count: number) => (count === 1 ? '1 operand' : `${count} operands`);

/**
 * Checks postfix (or, read right to left, prefix) structure: every operator finds two
 * operands, exactly one value is left, and brackets have no place. `tokens` come in reading
 * order (a prefix expression's reversed).
 */
export function checkStackOrder(tokens: readonly Token[], reading: StackReading): void {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'number') depth++;
    else if (token.kind === 'operator' && depth >= 2) depth--;
    else if (token.kind === 'operator') {
      throw invalidExpression(`Operator ${token.text} at position ${token.position} has ${operands(depth)} ${reading.operandsAre} it, not 2`);
    } else throw invalidExpression(`${reading.name} has no brackets: ${token.text} at position ${token.position}`);
  }
  if (depth === 0) throw invalidExpression(EMPTY_EXPRESSION);
  if (depth > 1) {
    const missing = depth - 1;
    throw invalidExpression(`${depth} values are left at the end, not 1: ${missing === 1 ? 'an operator is' : `${missing} operators are`} missing`);
  }
}

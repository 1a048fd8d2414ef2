import { EquationError, INVALID_EXPRESSION } from './equationTypes';
import { type CloseBracket, matchingOpen, type Token } from './tokens';

const invalidExpression = () => new EquationError(INVALID_EXPRESSION);

/**
 * Checks infix structure: operands and binary operators alternate, a negate is followed by
 * an operand, brackets match by kind and are not empty, nothing is implied (`2(3)`).
 */
export function checkInfix(tokens: readonly Token[]): void {
  const open: string[] = [];
  let expectOperand = true;
  for (const token of tokens) {
    switch (token.kind) {
      case 'number':
        if (!expectOperand) throw invalidExpression();
        expectOperand = false;
        break;
      case 'negate':
        // The tokenizer makes a negate only where an operand is expected; one is still expected.
        break;
      case 'open':
        if (!expectOperand) throw invalidExpression();
        open.push(token.text);
        break;
      case 'close':
        if (expectOperand || open.pop() !== matchingOpen(token.text as CloseBracket)) throw invalidExpression();
        break;
      case 'operator':
        if (expectOperand) throw invalidExpression();
        expectOperand = true;
        break;
    }
  }
  if (tokens.length === 0 || expectOperand || open.length > 0) throw invalidExpression();
}

/**
 * Checks postfix (or, read right to left, prefix) structure: every operator finds two
 * operands, exactly one value is left, and brackets have no place.
 */
export function checkStackOrder(tokens: readonly Token[]): void {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'number') depth++;
    else if (token.kind === 'operator' && depth >= 2) depth--;
    else throw invalidExpression();
  }
  if (depth !== 1) throw invalidExpression();
}

import { EquationError, type EquationMode, isSpaced } from './equationTypes';
import { checkInfix, checkStackOrder, type StackReading } from './structure';
import { type Token, tokenizeInfix, tokenizeSpaced } from './tokens';

const tokenize = (mode: EquationMode, text: string) => (isSpaced(mode) ? tokenizeSpaced(text) : tokenizeInfix(text));

const POSTFIX: StackReading = { name: 'Postfix', operandsAre: 'before' };
const PREFIX: StackReading = { name: 'Prefix', operandsAre: 'after' };

function checkStructure(mode: EquationMode, tokens: readonly Token[]): void {
  if (!isSpaced(mode)) checkInfix(tokens);
  else if (mode === 'prefix') checkStackOrder([...tokens].reverse(), PREFIX);
  else checkStackOrder(tokens, POSTFIX);
}

/**
 * An expression's tokens, checked in the order: every token first ('Invalid Token'),
 * then the structure ('Invalid Expression'). Evaluation faults come later, from the run.
 * Throws an EquationError.
 */
export function parseExpression(mode: EquationMode, text: string): Token[] {
  const tokens = tokenize(mode, text);
  checkStructure(mode, tokens);
  return tokens;
}

/** What the page shows of an expression before any run: its tokens, its error and the reason for it ('' for none). */
export interface ExpressionCheck {
  tokens: Token[];
  /** Spec §8's message: 'Invalid Token' or 'Invalid Expression'. */
  error: string;
  /** Where and why, in words ('Missing closing bracket for the one at position 1'). */
  reason: string;
}

/**
 * The same checks without throwing. A structure fault keeps the tokens, so the tape shows what
 * was typed (every token is valid; only their order is not); a bad token leaves no tokens.
 */
export function checkExpression(mode: EquationMode, text: string): ExpressionCheck {
  let tokens: Token[] = [];
  try {
    tokens = tokenize(mode, text);
    checkStructure(mode, tokens);
    return { tokens, error: '', reason: '' };
  } catch (error) {
    if (!(error instanceof EquationError)) throw error;
    return { tokens, error: error.message, reason: error.reason };
  }
}

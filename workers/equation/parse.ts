import { type EquationMode, isSpaced } from './equationTypes';
import { checkInfix, checkStackOrder } from './structure';
import { tokenizeInfix, tokenizeSpaced, type Token } from './tokens';

/**
 * An expression's tokens, checked in the order: every token first ('Invalid Token'),
 * then the structure ('Invalid Expression'). Evaluation faults come later, from the run.
 * Throws an EquationError.
 */
export function parseExpression(mode: EquationMode, text: string): Token[] {
  if (isSpaced(mode)) {
    const tokens = tokenizeSpaced(text);
    checkStackOrder(mode === 'prefix' ? [...tokens].reverse() : tokens);
    return tokens;
  }
  const tokens = tokenizeInfix(text);
  checkInfix(tokens);
  return tokens;
}

/** The tokens the tape shows even for input that fails: the checked tokens, or none. */
export function tapeTokens(mode: EquationMode, text: string): Token[] {
  try {
    return parseExpression(mode, text);
  } catch {
    return [];
  }
}

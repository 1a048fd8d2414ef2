/** The four route values of the family (spec §2), in catalogue order. */
export const EQUATION_MODES = ['postfix', 'prefix', 'infix', 'infix2pointer'] as const;
export type EquationMode = (typeof EQUATION_MODES)[number];

export const isEquationMode = (value: string): value is EquationMode => (EQUATION_MODES as readonly string[]).includes(value);

/** Postfix and prefix read space-separated tokens; the infix modes read characters. */
export const isSpaced = (mode: EquationMode) => mode === 'postfix' || mode === 'prefix';

/** What the worker takes: the expression exactly as typed. */
export interface EquationRunInput {
  mode: EquationMode;
  expression: string;
}

/** What the page learns at start: for infix input, the postfix and prefix forms it converts to ('' otherwise). */
export interface EquationRunMeta {
  postfix: string;
  prefix: string;
}

/** Spec §8's two input errors; the page shows them as 'Error: {message}'. */
export const INVALID_TOKEN = 'Invalid Token';
export const INVALID_EXPRESSION = 'Invalid Expression';

/**
 * A token or structure fault: its message is one of the two above (spec §8, the line the page
 * shows as it is), its reason says where and why in the visitor's words ('Two numbers in a row
 * at position 3'; positions count the expression's characters from 1).
 */
export class EquationError extends Error {
  constructor(
    message: typeof INVALID_TOKEN | typeof INVALID_EXPRESSION,
    readonly reason: string,
  ) {
    super(message);
  }
}

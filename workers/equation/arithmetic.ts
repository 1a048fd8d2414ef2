import type { Operator } from './tokens';

/** Spec §9: + and - 1, * and / 2, ^ 3. */
export const PRECEDENCE: Record<Operator, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 };

/** ^ groups from the right (2^3^2 = 2^9); the others from the left. */
export const isRightAssociative = (op: Operator) => op === '^';

/** One binary step; every mode computes with this, so they agree to the last bit. */
export function applyOperator(op: Operator, left: number, right: number): number {
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '^':
      return power(left, right);
  }
}

/** Past this many bits a whole-number power is Infinity anyway. */
const MAX_EXACT_BITS = 1100;

/**
 * `left ^ right`. A whole number to a whole, non-negative power is computed exactly (BigInt)
 * and rounded once, so 10^36 is 1e+36; the engine's `**` is one unit in the last place
 * off there (9.999999999999999e+35). Every other power is `**`.
 */
export function power(left: number, right: number): number {
  const whole = Number.isInteger(left) && Number.isInteger(right) && right >= 0;
  if (!whole || Math.abs(left) < 2 || right * Math.log2(Math.abs(left)) > MAX_EXACT_BITS) return left ** right;
  return Number(BigInt(left) ** BigInt(right));
}

/** The operator codes carried in APPLY operations; NEGATE is the unary minus. */
export const OPERATOR_CODES = ['+', '-', '*', '/', '^'] as const;
export const NEGATE_CODE = OPERATOR_CODES.length;
export const operatorCode = (op: Operator) => OPERATOR_CODES.indexOf(op);

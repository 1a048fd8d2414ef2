/**
 * The equation family's operation codes: [code, a, b, c]. Value operands are indices in the
 * run's value table (workers/protocol/valueTable.ts), never the numbers themselves, so 7/2 and
 * 1e300 travel exactly.
 */
export const EqOp = {
  /** a = tape index: the token being read. */
  READ: 1,
  /** a = value index: pushed onto the operand stack. */
  PUSH_VALUE: 2,
  /** The operand stack's top is popped. */
  POP_VALUE: 3,
  /** a = operator code (arithmetic.ts), b = left value index, c = right value index (a negate: b = c). */
  APPLY: 4,
  /** a = tape index: an operator or open bracket pushed onto the operator stack (shunting yard). */
  PUSH_OPERATOR: 5,
  /** The operator stack's top is popped: a = 1 moves it to the output queue, 0 drops it (a bracket). */
  POP_OPERATOR: 6,
  /** a = tape index: a number goes straight to the output queue. */
  OUTPUT_NUMBER: 7,
  /** a = phase: 1 once the output queue is complete and its evaluation starts. Free (a marker). */
  PHASE: 8,
  /** a = output queue position being read. */
  READ_QUEUE: 9,
  /** a = open bracket, b = close bracket of the innermost segment in the working list (-1 and its length: the whole list). */
  POINTERS: 10,
  /** Working list items a..b (inclusive) are replaced by value c. */
  REDUCE: 11,
  /** a = working list position being read (two-pointer). */
  READ_WORK: 12,
  /** a = value index: the run's result. Free (a marker). */
  RESULT: 13,
  /** A value that is not a finite number: the run stops. Free (a marker). */
  CANNOT_EVALUATE: 14,
} as const;

export const QUEUE_MOVE = 1;
export const QUEUE_DROP = 0;

/** Markers that only change a label take no delay. */
const FREE = new Set<number>([EqOp.PHASE, EqOp.RESULT, EqOp.CANNOT_EVALUATE]);

/**
 * An operation's share of the delay, by code (the model and the worker's count share it). An
 * operand pop (POP_VALUE) costs half a step, so an operator's two pops take one delay together.
 * An operator pop (POP_OPERATOR: a move to the output queue, a dropped bracket) is a step of its
 * own and costs a whole one.
 */
export function equationOpCost(code: number): number {
  if (FREE.has(code)) return 0;
  return code === EqOp.POP_VALUE ? 0.5 : 1;
}

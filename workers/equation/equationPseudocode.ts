import type { EquationMode } from './equationTypes';

/**
 * The pseudocode of the four evaluators (issue 48), in the site's one style, beside the
 * generators it describes: stackEvaluators.ts (postfix, prefix), shuntingYard.ts (infix) and
 * twoPointer.ts (infix, two pointers). Each line has a named index, so the page's model maps an
 * operation to its line by name (src/families/equation/codeLine.ts). Pure data: no DOM, no
 * engine types (a `Pseudocode` is a readonly string[]).
 */

/** Postfix and prefix share their lines' places; only the reading order and the pop order differ. */
export const STACK = {
  read: 0,
  isNumber: 1,
  pushNumber: 2,
  isOperator: 3,
  pop: 4,
  apply: 5,
  pushValue: 6,
  notFinite: 7,
  result: 8,
} as const;

export const POSTFIX_CODE: readonly string[] = [
  'for each token, left to right',
  '  if token is a number',
  '    push token',
  '  else (an operator)',
  '    pop right, then pop left',
  '    value = left operator right',
  '    push value',
  '  if the value pushed is not finite, stop: cannot evaluate',
  'result = the one value on the stack',
];

export const PREFIX_CODE: readonly string[] = [
  'for each token, right to left',
  '  if token is a number',
  '    push token',
  '  else (an operator)',
  '    pop left, then pop right',
  '    value = left operator right',
  '    push value',
  '  if the value pushed is not finite, stop: cannot evaluate',
  'result = the one value on the stack',
];

/**
 * Dijkstra's shunting yard: the output queue first (lines read..moveRest), then its evaluation.
 * 'The top' is the top of the stack in use: the operator stack while the queue is built, the
 * operand stack while it is evaluated.
 */
export const YARD = {
  read: 0,
  isNumber: 1,
  output: 2,
  isOperator: 3,
  whileTighter: 4,
  moveTighter: 5,
  pushOperator: 6,
  isOpen: 7,
  pushOpen: 8,
  isClose: 9,
  whileNotOpen: 10,
  moveInside: 11,
  dropOpen: 12,
  whileOperators: 13,
  moveRest: 14,
  readQueue: 15,
  queueNumber: 16,
  pushNumber: 17,
  queueOperator: 18,
  pop: 19,
  apply: 20,
  pushValue: 21,
  notFinite: 22,
  result: 23,
} as const;

export const SHUNTING_YARD_CODE: readonly string[] = [
  'for each token, left to right',
  '  if token is a number',
  '    add token to the output queue',
  '  else if token is an operator (neg too)',
  '    while the top binds tighter, or as tightly and token is not ^',
  '      move the top to the output queue',
  '    push token onto the operator stack',
  '  else if token is an opening bracket',
  '    push token onto the operator stack',
  '  else (a closing bracket)',
  '    while the top is not an opening bracket',
  '      move the top to the output queue',
  '    pop the opening bracket and drop it',
  'while the operator stack is not empty',
  '  move the top to the output queue',
  'for each token in the output queue',
  '  if token is a number',
  '    push token onto the operand stack',
  '  else (an operator)',
  '    pop right, then left (neg: right only)',
  '    value = left operator right (neg: -right)',
  '    push value',
  '  if the value pushed is not finite, stop: cannot evaluate',
  'result = the one value on the operand stack',
];

/** Two pointers over the token list: the innermost brackets first, each segment reduced in place. */
export const TWO_POINTER = {
  whileBracket: 0,
  pointers: 1,
  reduceInside: 2,
  dropBrackets: 3,
  reduceAll: 4,
  result: 5,
  reduce: 6,
  startsWithMinus: 7,
  readNegated: 8,
  negate: 9,
  single: 10,
  forLevel: 11,
  forOperator: 12,
  readOperands: 13,
  apply: 14,
  replace: 15,
  notFinite: 16,
} as const;

export const TWO_POINTER_CODE: readonly string[] = [
  'while a closing bracket is left',
  '  R = the first closing bracket; L = the opening bracket before it',
  '  reduce the items between L and R',
  '  replace L value R by value',
  'reduce the whole list',
  'result = the one value left',
  'reduce a segment:',
  '  if it starts with a minus',
  '    read the number after it',
  '    value = -number; replace - number by value',
  '  if it is a single number, read it',
  '  for each level: ^ from the right, then * /, then + - from the left',
  '    for each operator of the level in the segment',
  '      read left and right, the numbers beside it',
  '      value = left operator right',
  '      replace left operator right by value',
  '  if a value is not finite, stop: cannot evaluate',
];

/** Each mode's pseudocode, for the page's panel. */
export const EQUATION_CODE: Record<EquationMode, readonly string[]> = {
  postfix: POSTFIX_CODE,
  prefix: PREFIX_CODE,
  infix: SHUNTING_YARD_CODE,
  infix2pointer: TWO_POINTER_CODE,
};

import { type EquationMode, isSpaced } from '../../../workers/equation/equationTypes';
import type { ComplexityData } from '../../engine/layout/ComplexityTables';
import { defaultExpressions } from './equationUrlState';

const linear = ['O(n)', 'O(n)', 'O(n)'] as const;

/** Each mode's description and complexity (n tokens). */
export const equationInfo: Record<EquationMode, ComplexityData> = {
  postfix: {
    description:
      'Postfix evaluation reads the tokens left to right: a number is pushed onto the operand stack; an operator pops the right operand, then the left, applies itself and pushes the result. The one value left is the result.',
    time: linear,
    space: linear,
  },
  prefix: {
    description:
      'Prefix evaluation reads the tokens right to left: a number is pushed onto the operand stack; an operator pops its left operand, then its right, applies itself and pushes the result. The one value left is the result.',
    time: linear,
    space: linear,
  },
  infix: {
    description:
      "Infix evaluation by Dijkstra's shunting yard: numbers go straight to the output queue; an operator first moves to the queue every stacked operator that binds at least as tightly (only tighter ones for the right-associative ^), then waits on the operator stack; a close bracket moves operators out down to its open bracket. The finished queue is postfix, evaluated with an operand stack; a minus that negates (as in -(1+2)) reads neg there and on the operator stack, so it is not taken for a subtraction.",
    time: linear,
    space: linear,
  },
  infix2pointer: {
    description:
      'Infix evaluation with two pointers over the token list: the right pointer R runs to the first close bracket and the left pointer L walks back to its open bracket. Between them there are no brackets, so that segment is reduced in place by precedence: a leading minus first, then ^ from the right, then * and / and finally + and - from the left. The brackets are dropped with it, and the search starts again until one value is left.',
    // Each bracket pair rescans the list: quadratic when brackets nest deeply.
    time: ['O(n^2)', 'O(n)', 'O(n^2)'],
    space: linear,
  },
};

/** The input rules, one sentence each, as the page states them. */
export const ruleSentences = (mode: EquationMode): string[] => {
  const spaced = isSpaced(mode);
  return [
    ...(spaced ? [`Separate every number and operator with a space, as in ${defaultExpressions[mode]}.`] : []),
    'A number is an optional minus, digits and an optional decimal part, such as 7, -3 or 0.25 (1.2.3 and 5. are not numbers).',
    spaced
      ? 'A minus glued to digits is part of the number; a minus standing alone is subtraction.'
      : 'A minus at the start or right after an open bracket belongs to its operand and binds tighter than every operator, so -2^2 is 4 and -(1+2) is -3; anywhere else two operators in a row are an error, as in 3*-2.',
    'Precedence is + and - 1, * and / 2, ^ 3, and ^ groups from the right, so 2^3^2 is 512.',
    ...(spaced ? [] : ['Brackets (), [] and {} must close with their own kind.']),
    'The field takes digits, the dot, + - * / ^, brackets and spaces: type * / - for × ÷ −; pasted × ÷ − (and – ⁄) become * / -, and other characters are removed, leaving a space between two digits (a pasted 2,5 is not taken for 25).',
    "A character outside the keyboard's set gives 'Invalid Token'; a bad structure (unbalanced or mismatched brackets, a missing operand, two operands or two operators in a row, empty brackets, empty input, 2(3)) gives 'Invalid Expression'. The line under it says where, counting characters from 1, and why.",
    'Arithmetic is JavaScript floating point: / is real division (7/2 is 3.5, not 3), and 0.1+0.2 shows 0.30000000000000004.',
    "A value along the way that is not a finite number (division by zero, overflow such as 10^400, (-8)^(1/3)) gives 'Cannot Evaluate'.",
  ];
};

/** Under the infix page's conversion links: the converted forms spell a negation differently (workers/equation/convert.ts). */
export const NEGATION_IN_CONVERSIONS = 'Postfix and prefix have no unary minus, so a negated bracket -(x) is written -1 x * (in prefix, * -1 x).';

/**
 * What the counters count where that is not plain from their names, one sentence per mode
 * (null: nothing to add). The two-pointer mode shows no Pushes or Pops at all (equationCounters.ts).
 */
export const counterNote: Record<EquationMode, string | null> = {
  postfix: null,
  prefix: null,
  infix:
    'Pushes and Pops count both stacks: the operator stack while converting to the output queue, then the operand stack while evaluating the queue.',
  infix2pointer:
    'This method uses no stack, so it has no pushes or pops; Tokens read counts each token when the method uses it: an operator when its pass reaches it, a number when it is read as a value, a bracket pair when it is dropped.',
};

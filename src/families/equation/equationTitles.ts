import type { EquationMode } from '../../../workers/equation/equationTypes';

/** Each value's title (spec §3's 'type'), by route value: a value without a title does not compile. */
export const equationTitles = {
  postfix: 'Postfix Evaluation',
  prefix: 'Prefix Evaluation',
  infix: 'Infix Evaluation',
  infix2pointer: 'Infix Evaluation (Two Pointer)',
} as const satisfies Record<EquationMode, string>;

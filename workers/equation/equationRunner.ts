import type { Operation } from '../protocol/ops';
import { ValueTable } from '../protocol/valueTable';
import type { FamilyRunner } from '../protocol/workerHost';
import { convertInfix } from './convert';
import { equationOpCost } from './equationOps';
import { type EquationMode, type EquationRunInput, type EquationRunMeta, isEquationMode, isSpaced } from './equationTypes';
import { parseExpression } from './parse';
import { evaluateShuntingYard } from './shuntingYard';
import { evaluatePostfix, evaluatePrefix } from './stackEvaluators';
import type { Token } from './tokens';
import { evaluateTwoPointer } from './twoPointer';

type Evaluator = (tokens: readonly Token[], table: ValueTable) => Iterator<Operation, unknown>;

export const evaluators: Record<EquationMode, Evaluator> = {
  postfix: evaluatePostfix,
  prefix: evaluatePrefix,
  infix: evaluateShuntingYard,
  infix2pointer: evaluateTwoPointer,
};

/** A run's input once checked: its tokens travel with it, so the run, its meta and its count parse nothing again. */
export interface CheckedRunInput extends EquationRunInput {
  tokens: readonly Token[];
}

/** Checks the run's input; a bad expression throws 'Invalid Token' or 'Invalid Expression'. */
export function validateEquationInput(raw: unknown): CheckedRunInput {
  const input = raw as Partial<EquationRunInput> | null;
  if (!input || typeof input.mode !== 'string' || !isEquationMode(input.mode)) throw new Error(`Unknown evaluation: ${String(input?.mode)}`);
  if (typeof input.expression !== 'string') throw new Error('An expression must be text');
  return { mode: input.mode, expression: input.expression, tokens: parseExpression(input.mode, input.expression) };
}

const operationsOf = (input: CheckedRunInput, table: ValueTable) => evaluators[input.mode](input.tokens, table);

/** The equation family's part of the engine. */
export const equationRunner: FamilyRunner<CheckedRunInput, EquationRunMeta> = {
  validate: validateEquationInput,
  operations: operationsOf,
  meta: (input) => (isSpaced(input.mode) ? { postfix: '', prefix: '' } : convertInfix(input.tokens)),
  // A run is linear (two-pointer: quadratic scanning, linear operations) in the expression's length.
  countStream: (input) => operationsOf(input, new ValueTable()),
  stepCostOf: () => equationOpCost,
};

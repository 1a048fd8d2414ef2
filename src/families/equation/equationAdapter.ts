import { EQUATION_CODE } from '../../../workers/equation/equationPseudocode';
import {
  type EquationMode,
  type EquationRunInput,
  type EquationRunMeta,
  INVALID_EXPRESSION,
  INVALID_TOKEN,
} from '../../../workers/equation/equationTypes';
import { checkExpression } from '../../../workers/equation/parse';
import type { FamilyAdapter } from '../../engine/session/familyAdapter';
import { equationCode } from './equationCode';
import { EquationModel } from './equationModel';

/** What an equation page loads: the mode and the expression exactly as typed. */
export interface EquationInput {
  mode: EquationMode;
  expression: string;
}

export interface EquationExtras extends Record<string, string | number | boolean> {
  /**
   * Why the expression cannot run ('' when it can), from the same check that gave the tape its
   * tokens: the page blocks Play and marks the field with it.
   */
  inputError: string;
  /** Where and why the expression cannot run ('Missing closing bracket for the one at position 1'), '' when it can. */
  inputReason: string;
  tokensRead: number;
  pushes: number;
  pops: number;
  /** The last value computed, '' before any. */
  partial: string;
  /** Operand stack values, bottom first, space-separated. */
  stack: string;
  /** Operator stack and output queue (shunting yard), space-separated. */
  operators: string;
  queue: string;
  /** The two-pointer working list, space-separated. */
  work: string;
  /** Tape index of the token being read (-1: none). */
  current: number;
  /** The infix input converted to postfix and prefix ('' for other modes or bad input). */
  postfixForm: string;
  prefixForm: string;
  /** The infix input negates a bracket, which those forms write another way (the page says how). */
  negatesBracket: boolean;
}

/** The result line; only the outcome says 'Result:' (the partial value is labelled 'Partial'). */
export function outcomeOf(model: EquationModel): string {
  const { result, failed } = model.state;
  if (result >= 0) return `Result: ${model.value(result)}`;
  return failed ? `Cannot Evaluate :${model.expression}` : '';
}

export const errorLine = (message: string) => `Error: ${message}`;

/**
 * The engine's error line for a run the worker refused or lost. The worker refuses an invalid
 * expression with the same message the page's own check already shows under the field, with its
 * reason (issue 47: once, at the field): that refusal adds no line of its own. Any other failure
 * (a worker that died) is said as usual.
 */
export const runErrorLine = (message: string) => (message === INVALID_TOKEN || message === INVALID_EXPRESSION ? '' : errorLine(message));

/**
 * What the narration says once the run has ended. The outcome line is itself a live region, so
 * repeating it here made screen readers say it twice and put a second 'Result:' on the page: the
 * narration names the last step instead (on a failure, the value that ended the run).
 */
export function finalNarrationOf(model: EquationModel): string {
  const { step, failed } = model.state;
  if (!step) return '';
  return failed ? `Done: ${step}, not a finite number` : `Done: the last step was ${step}`;
}

/** The equation family's part of the engine: its worker, its model, its words. */
/** The equation family's types, named once for the engine. */
export interface EquationTypes {
  input: EquationInput;
  runInput: EquationRunInput;
  meta: EquationRunMeta;
  model: EquationModel;
  extras: EquationExtras;
}

export const equationAdapter: FamilyAdapter<EquationTypes> = {
  starts: 'onLoad',
  worker: {
    create: () => new Worker(new URL('../../../workers/equation/equation.worker.ts', import.meta.url), { type: 'module' }),
    runInput: ({ mode, expression }) => ({ mode, expression }),
    errorText: runErrorLine,
  },
  model: {
    create: ({ mode, expression }, values) => new EquationModel(mode, expression, checkExpression(mode, expression), values),
    started: (model, meta) => {
      model.forms = meta;
    },
  },
  story: {
    extras: (model) => {
      const s = model.state;
      return {
        inputError: model.inputError,
        inputReason: model.inputReason,
        tokensRead: s.tokensRead,
        pushes: s.pushes,
        pops: s.pops,
        partial: s.partial >= 0 ? model.value(s.partial) : '',
        stack: s.operands.map((v) => model.value(v)).join(' '),
        operators: s.operators.map((tape) => model.operatorText(tape)).join(' '),
        queue: s.queue.map((tape) => model.operatorText(tape)).join(' '),
        work: model.mode === 'infix2pointer' ? s.work.map((item) => model.workText(item)).join(' ') : '',
        current: s.current,
        postfixForm: model.forms.postfix,
        prefixForm: model.forms.prefix,
        negatesBracket: model.negatesBracket,
      };
    },
    narrate: (model) => model.state.step,
    ending: (model) => ({ outcome: outcomeOf(model), narration: finalNarrationOf(model) }),
    pseudocode: ({ mode }) => EQUATION_CODE[mode],
    code: equationCode,
  },
};

import type { EquationMode } from '../../../workers/equation/equationTypes';
import { checkExpression } from '../../../workers/equation/parse';
import { bindingPerValue, type RunBinding, runBinding } from '../../engine/page/runBinding';
import { type EquationTypes, equationAdapter } from './equationAdapter';
import { type EquationUrlState, equationCodecs, equationDefaults } from './equationUrlState';

/** An equation page's URL state and its input: the expression exactly as typed. */
export const equationBinding = bindingPerValue(
  (mode: EquationMode): RunBinding<EquationUrlState, EquationTypes> =>
    runBinding(equationAdapter, {
      codec: equationCodecs[mode],
      defaults: () => equationDefaults(mode),
      toInput: ({ expr }) => ({ mode, expression: expr }),
      toUrl: ({ expression }) => ({ expr: expression }),
      sameInput: (a, b) => a.mode === b.mode && a.expression === b.expression,
    }),
);

/** Whether the URL's expression cannot run: Play and the steps wait for one that can (the tape and the field say why). */
export const cannotRun = (mode: EquationMode) => (state: EquationUrlState) => checkExpression(mode, state.expr).error !== '';

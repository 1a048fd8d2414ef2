import type { EquationRunInput, EquationRunMeta } from '../../../workers/equation/equationTypes';
import type { RunSession } from '../../engine/session/RunSession';
import type { EquationExtras, EquationInput } from './equationAdapter';
import type { EquationModel } from './equationModel';
import type { EquationState } from './equationState';

/** An equation page's engine session (useRunSession makes it from equationAdapter). */
export type EquationSession = RunSession<EquationInput, EquationRunInput, EquationRunMeta, EquationState, EquationModel, EquationExtras>;

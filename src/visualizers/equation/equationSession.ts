import { RunSession } from '../engine/RunSession';
import { type EquationInput, equationAdapter } from './equationAdapter';

export const createEquationSession = (input: EquationInput) => new RunSession(equationAdapter, input);

export type EquationSession = ReturnType<typeof createEquationSession>;

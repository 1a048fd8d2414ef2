import type { RunPageSession } from '../../engine/page/runBinding';
import type { EquationTypes } from './equationAdapter';

/** An equation page's engine session. */
export type EquationSession = RunPageSession<EquationTypes>;

import { EQUATION_MODES, type EquationMode } from '../../../workers/equation/equationTypes';
import type { FamilyEntry } from '../../engine/page/familyEntry';
import { equationTitles } from './equationTitles';

/** The two infix pages read the same expression; postfix and prefix are other notations. */
const INFIX: readonly string[] = ['infix', 'infix2pointer'];

/** The equation evaluations in the site's catalogue. */
export const equationFamily: FamilyEntry<EquationMode, 'equationevaluationvisualizer'> = {
  route: 'equationevaluationvisualizer',
  values: EQUATION_MODES,
  titles: equationTitles,
  loadPage: () => import('./EquationVisualizerPage'),
  carries: (from, to) => (INFIX.includes(from) && INFIX.includes(to) ? ['expr'] : []),
};

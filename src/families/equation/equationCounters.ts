import type { EquationMode } from '../../../workers/equation/equationTypes';
import type { CounterSpec } from '../../engine/session/familyAdapter';
import type { EquationExtras } from './equationAdapter';

const tokensRead: CounterSpec<EquationExtras> = { key: 'tokensRead', label: 'Tokens read' };
const pushes: CounterSpec<EquationExtras> = { key: 'pushes', label: 'Pushes' };
const pops: CounterSpec<EquationExtras> = { key: 'pops', label: 'Pops' };

/**
 * The counters each mode shows. The two-pointer method reduces the token list in place and has
 * no stack, so Pushes and Pops would only ever read 0 there: they are left out rather than shown.
 */
export const countersFor = (mode: EquationMode): readonly CounterSpec<EquationExtras>[] => (mode === 'infix2pointer' ? withoutStack : withStack);

const withStack = [tokensRead, pushes, pops] as const;
const withoutStack = [tokensRead] as const;

import type { EquationMode } from '../../../workers/equation/equationTypes';
import { defineCodec, type PlaybackState, playbackDefaults, playbackFields } from '../engine/urlState/codec';
import { textField } from '../engine/urlState/fields';
import { MAX_EXPRESSION_LENGTH } from './expressionLength';

/** An equation page's URL state: `expr` (the expression as typed), plus `speed` and `fastest`. */
export interface EquationUrlState extends PlaybackState {
  expr: string;
}

/**
 * Any text up to the length limit: the page's own checks judge it (a character outside the
 * keyboard's alphabet gets the 'Error: Invalid Token' line, not a note). An empty expression is
 * written too (`expr=`), so it survives a reload as empty.
 */
export const equationCodec = defineCodec<EquationUrlState>({ ...playbackFields, expr: textField(MAX_EXPRESSION_LENGTH) });

/** What a page shows before anyone types: a classic example of each notation. */
export const defaultExpressions: Record<EquationMode, string> = {
  postfix: '5 1 2 + 4 * + 3 -',
  prefix: '- + 5 * + 1 2 4 3',
  infix: '3+4*2/(1-5)^2^3',
  infix2pointer: '-(1+2)*[4-{6/3}]^2',
};

export const equationDefaults = (mode: EquationMode): EquationUrlState => ({ ...playbackDefaults, expr: defaultExpressions[mode] });

import { EQUATION_MODES, type EquationMode, INVALID_TOKEN } from '../../../workers/equation/equationTypes';
import { checkExpression } from '../../../workers/equation/parse';
import { defineCodec, type PlaybackState, playbackDefaults, playbackFields, type StateCodec } from '../../engine/url/codec';
import type { Field } from '../../engine/url/fields';
import { textField } from '../../engine/url/fields';
import { MAX_EXPRESSION_LENGTH } from './expressionLength';

/** An equation page's URL state: `expr` (the expression as typed), plus `speed` and `fastest`. */
export interface EquationUrlState extends PlaybackState {
  expr: string;
}

const anyText = textField(MAX_EXPRESSION_LENGTH);

/**
 * Any text up to the length limit: the page's own checks judge it (a character outside the
 * keyboard's alphabet gets the 'Error: Invalid Token' line, not a note). An empty expression is
 * written too (`expr=`), so it survives a reload as empty. A '+' in a link is a plus (`expr=2+3`
 * is 5), unless it can only have been a form encoder's space: the text with spaces gets further
 * through this notation's checks than the text with pluses (`expr=2+3+*` on the postfix page is
 * `2 3 *`, as Python's urlencode or URLSearchParams write it, and `1+2` there is the
 * 'Invalid Expression' `1 2`, not one 'Invalid Token').
 */
function expressionField(mode: EquationMode): Field<string> {
  const reach = (text: string) => {
    const { error } = checkExpression(mode, text);
    return error === '' ? 2 : error === INVALID_TOKEN ? 0 : 1;
  };
  return {
    parse: (raw, spaced) => anyText.parse(spaced !== undefined && reach(spaced) > reach(raw) ? spaced : raw),
    format: anyText.format,
  };
}

/** Each page's codec, made once: the page's URL state hook keeps one codec for its life. */
export const equationCodecs = Object.fromEntries(
  EQUATION_MODES.map((mode) => [mode, defineCodec<EquationUrlState>({ ...playbackFields, expr: expressionField(mode) })]),
) as Record<EquationMode, StateCodec<EquationUrlState>>;

/** What a page shows before anyone types: a classic example of each notation. */
export const defaultExpressions: Record<EquationMode, string> = {
  postfix: '5 1 2 + 4 * + 3 -',
  prefix: '- + 5 * + 1 2 4 3',
  infix: '3+4*2/(1-5)^2^3',
  infix2pointer: '-(1+2)*[4-{6/3}]^2',
};

export const equationDefaults = (mode: EquationMode): EquationUrlState => ({ ...playbackDefaults, expr: defaultExpressions[mode] });

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { convertInfix } from '../../../workers/equation/convert';
import { parseExpression } from '../../../workers/equation/parse';
import { UiStore } from '../../engine/store/uiStore';
import { ConversionLinks } from './ConversionLinks';
import { equationAdapter } from './equationAdapter';
import { countersFor } from './equationCounters';
import { counterNote, ruleSentences } from './equationInfo';
import type { EquationSession } from './equationSession';
import { keepAllowed } from './inputAlphabet';
import { runLine, runModel } from './runLine.testSupport';

/** Both sets of rules: the infix pages' and the spaced (postfix, prefix) pages'. */
const everyRuleList = (['infix', 'postfix', 'prefix'] as const).map(ruleSentences);

/** The conversion links as an infix page renders them for `expression`. */
function conversionMarkup(expression: string): string {
  const tokens = parseExpression('infix', expression);
  const forms = convertInfix(tokens);
  const negatesBracket = tokens.some((token) => token.kind === 'negate');
  const store = new UiStore(() => ({ extras: { postfixForm: forms.postfix, prefixForm: forms.prefix, negatesBracket } }));
  return renderToStaticMarkup(<ConversionLinks session={{ store } as unknown as EquationSession} />);
}

describe('what the equation page says, checked against what it does', () => {
  it('shows each spaced page an example of spacing that runs on that page', () => {
    for (const mode of ['postfix', 'prefix'] as const) {
      const example = ruleSentences(mode)[0]!.match(/as in (.*)\.$/)?.[1] ?? '';
      expect(runLine(mode, example), mode).toBe('Result: 14');
    }
  });

  it('states that arithmetic is floating point, with the values the page really prints', () => {
    for (const rules of everyRuleList) {
      expect(rules.join(' ')).toContain('/ is real division (7/2 is 3.5, not 3), and 0.1+0.2 shows 0.30000000000000004');
    }
    expect(runLine('infix', '7/2')).toBe('Result: 3.5');
    expect(runLine('postfix', '7 2 /')).toBe('Result: 3.5');
    expect(runLine('infix', '0.1+0.2')).toBe('Result: 0.30000000000000004');
  });

  it('tells which characters the field takes and what pasted × ÷ − become', () => {
    for (const rules of everyRuleList) {
      expect(rules.join(' ')).toContain('type * / - for × ÷ −; pasted × ÷ − (and – ⁄) become * / -');
    }
    expect(keepAllowed('×÷−–⁄')).toBe('*/--/');
  });

  it('says that a character removed between two digits leaves a space, as the filter does', () => {
    for (const rules of everyRuleList) expect(rules.join(' ')).toContain('leaving a space between two digits (a pasted 2,5 is not taken for 25)');
    expect(keepAllowed('2,5')).toBe('2 5');
  });

  it('says under the conversion links how a negated bracket is written, as convert.ts writes it', () => {
    const markup = conversionMarkup('-(1+2)');
    expect(markup).toContain('a negated bracket -(x) is written -1 x * (in prefix, * -1 x)');
    expect(markup).toContain('>-1 1 2 + *</a>');
    expect(markup).toContain('>* -1 + 1 2</a>');
  });

  it('says it only under an expression that negates a bracket: elsewhere the forms have no -1 x * to explain', () => {
    for (const expression of ['(1+2)*3^2', '-2^2+1', '5-(3)']) expect(conversionMarkup(expression), expression).not.toContain('-(x) is written');
    expect(conversionMarkup('2*[-(3)+1]')).toContain('-(x) is written -1 x *');
    expect(equationAdapter.story.extras(runModel('infix', '-(1+2)')).negatesBracket).toBe(true);
    expect(equationAdapter.story.extras(runModel('infix', '-1+2')).negatesBracket).toBe(false);
  });

  it('shows no Pushes or Pops for the two-pointer method, which has no stack, and says why', () => {
    expect(countersFor('infix2pointer').map((c) => c.label)).toEqual(['Tokens read']);
    expect(counterNote.infix2pointer).toContain('uses no stack');
    for (const mode of ['postfix', 'prefix', 'infix'] as const)
      expect(countersFor(mode).map((c) => c.label)).toEqual(['Tokens read', 'Pushes', 'Pops']);
  });

  it('says that the shunting yard counts pushes and pops of both its stacks', () => {
    expect(counterNote.infix).toContain('the operator stack while converting');
    expect(counterNote.infix).toContain('the operand stack while evaluating the queue');
  });
});

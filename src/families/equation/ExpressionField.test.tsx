import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExpressionField } from './ExpressionField';
import { equationCodecs } from './equationUrlState';
import { AT_LENGTH_LIMIT, MAX_EXPRESSION_LENGTH } from './expressionLength';

const equationCodec = equationCodecs.infix;

const markup = (value: string, error = '') => renderToStaticMarkup(<ExpressionField value={value} onChange={() => {}} spaced={false} error={error} />);
const inputTag = (html: string) => html.match(/<input[^>]*>/)?.[0] ?? '';

describe('expression field', () => {
  it('takes no more characters than a link can carry, so what it holds survives a reload and Share', () => {
    expect(inputTag(markup('1+1'))).toContain(`maxLength="${MAX_EXPRESSION_LENGTH}"`);
    const longest = '1'.repeat(MAX_EXPRESSION_LENGTH);
    expect(equationCodec.decode(equationCodec.encode({ expr: longest, speed: -100, fastest: false })).state.expr).toBe(longest);
    expect(equationCodec.decode(new URLSearchParams({ expr: `${longest}1` })).notes).toEqual([`Ignored expr: must be at most ${MAX_EXPRESSION_LENGTH} characters`]);
  });

  it('says so under the field once it is full', () => {
    expect(markup('1'.repeat(MAX_EXPRESSION_LENGTH))).toContain(AT_LENGTH_LIMIT);
    expect(markup('1'.repeat(MAX_EXPRESSION_LENGTH - 1))).not.toContain(AT_LENGTH_LIMIT);
    // A paste cut at the limit that leaves a bad expression gets both lines.
    expect(markup(`${'1+'.repeat(MAX_EXPRESSION_LENGTH / 2)}`, 'Error: Invalid Expression')).toContain(`Error: Invalid Expression ${AT_LENGTH_LIMIT}`);
  });

  it('shows the error line at the field and marks the field invalid, described by that line', () => {
    const html = markup('1+2*', 'Error: Invalid Expression');
    const input = inputTag(html);
    expect(input).toContain('aria-invalid="true"');
    const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>Error: Invalid Expression<`));
    expect(inputTag(markup('1+2'))).toContain('aria-invalid="false"');
  });
});

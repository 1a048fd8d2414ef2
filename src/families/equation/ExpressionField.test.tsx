import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExpressionField } from './ExpressionField';
import { equationCodecs } from './equationUrlState';
import { AT_LENGTH_LIMIT, MAX_EXPRESSION_LENGTH } from './expressionLength';

const equationCodec = equationCodecs.infix;

const markup = (value: string, error = '', reason = '') =>
  renderToStaticMarkup(<ExpressionField value={value} onChange={() => {}} spaced={false} error={error} reason={reason} />);
/** The text of the element with this id, tags dropped: what the field's aria-describedby gives assistive tech. */
const textOf = (html: string, id: string) => {
  const start = html.indexOf(`id="${id}"`);
  const open = html.lastIndexOf('<', start);
  const tag = html.slice(open + 1).match(/^\w+/)?.[0] ?? '';
  const end = html.indexOf(`</${tag}>`, start);
  // Server rendering puts each styled element's <style> before it: not text a reader gets.
  return html
    .slice(html.indexOf('>', start) + 1, end)
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '');
};
const inputTag = (html: string) => html.match(/<input[^>]*>/)?.[0] ?? '';

describe('expression field', () => {
  it('takes no more characters than a link can carry, so what it holds survives a reload and Share', () => {
    expect(inputTag(markup('1+1'))).toContain(`maxLength="${MAX_EXPRESSION_LENGTH}"`);
    const longest = '1'.repeat(MAX_EXPRESSION_LENGTH);
    expect(equationCodec.decode(equationCodec.encode({ expr: longest, speed: -100, fastest: false })).state.expr).toBe(longest);
    expect(equationCodec.decode(new URLSearchParams({ expr: `${longest}1` })).notes).toEqual([
      `Ignored expr: must be at most ${MAX_EXPRESSION_LENGTH} characters`,
    ]);
  });

  it('says so under the field once it is full', () => {
    expect(markup('1'.repeat(MAX_EXPRESSION_LENGTH))).toContain(AT_LENGTH_LIMIT);
    expect(markup('1'.repeat(MAX_EXPRESSION_LENGTH - 1))).not.toContain(AT_LENGTH_LIMIT);
    // A paste cut at the limit that leaves a bad expression gets both lines.
    const html = markup(`${'1+'.repeat(MAX_EXPRESSION_LENGTH / 2)}`, 'Error: Invalid Expression', 'Operator + has no right operand at position 1000');
    const describedBy = inputTag(html).match(/aria-describedby="([^"]+)"/)?.[1] ?? '';
    expect(textOf(html, describedBy)).toBe(`Error: Invalid Expression Operator + has no right operand at position 1000 ${AT_LENGTH_LIMIT}`);
  });

  it('shows the error line and its reason at the field, each a line of its own, and marks the field invalid, described by them', () => {
    const html = markup('1+2*', 'Error: Invalid Expression', 'Operator * has no right operand at position 4');
    const input = inputTag(html);
    expect(input).toContain('aria-invalid="true"');
    const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(textOf(html, describedBy ?? '')).toBe('Error: Invalid Expression Operator * has no right operand at position 4');
    expect(html).toMatch(/data-testid="expression-error"[^>]*>Error: Invalid Expression</);
    expect(html).toMatch(/data-testid="expression-reason"[^>]*>Operator \* has no right operand at position 4</);
    const valid = markup('1+2');
    expect(inputTag(valid)).toContain('aria-invalid="false"');
    expect(valid).not.toContain('expression-error');
    expect(valid).not.toContain('expression-reason');
  });

  it('has a live region for the hint about a refused key from the start, empty until a key is refused', () => {
    const hint = markup('1+2').match(/<span[^>]*data-testid="expression-hint"[^>]*>(.*?)<\/span>/);
    expect(hint?.[0]).toContain('role="status"');
    expect(hint?.[1]).toBe('');
  });
});

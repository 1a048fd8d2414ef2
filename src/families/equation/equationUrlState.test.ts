import { describe, expect, it } from 'vitest';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import { queryText, readQuery } from '../../engine/url/hashQuery';
import { equationCodecs, equationDefaults } from './equationUrlState';
import { MAX_EXPRESSION_LENGTH } from './expressionLength';

const equationCodec = equationCodecs.infix;
const decode = (query: string) => equationCodec.decode(new URLSearchParams(query));
/** What a page of `mode` reads from a link's query text, as the page reads it. */
const linked = (mode: EquationMode, text: string) => {
  const { params, spaced } = readQuery(text);
  return equationCodecs[mode].decode(params, spaced).state.expr;
};

describe('equation URL state', () => {
  it('reads every key: expr (percent-encoded), speed, fastest', () => {
    expect(decode('expr=%7B%5B1%2B2%5D*3%7D%5E2&speed=-40&fastest=1').state).toEqual({ expr: '{[1+2]*3}^2', speed: -40, fastest: true });
    expect(decode('expr=5%201%202%20%2B').state.expr).toBe('5 1 2 +');
  });

  it('accepts any text in expr (the page judges it), but not past the length limit', () => {
    expect(decode('expr=2%2Ca%E2%82%AC%3C').state.expr).toBe('2,a€<');
    expect(decode('expr=').state.expr).toBe('');
    expect(decode(`expr=${'1'.repeat(MAX_EXPRESSION_LENGTH + 1)}`).notes).toEqual([
      `Ignored expr: must be at most ${MAX_EXPRESSION_LENGTH} characters`,
    ]);
  });

  it('ignores bad keys with a note and keeps the rest', () => {
    const { state, notes } = decode('expr=1%2B1&speed=fast&fastest=2&mode=infix');
    expect(state).toEqual({ expr: '1+1' });
    expect(notes).toEqual([
      'Ignored speed: must be a delay of 1–5000 ms',
      'Ignored fastest: must be 1 or 0',
      'Ignored mode: not a setting of this page',
    ]);
  });

  it('round-trips, percent-encoding the expression and keeping an empty one', () => {
    for (const expr of ['-(1+2)*[4-{6/3}]^2', '5 1 2 + 4 * + 3 -', '', '2,x']) {
      const state = { ...equationDefaults('infix'), expr, speed: -300, fastest: true };
      const written = equationCodec.encode(state);
      expect(written.toString()).not.toMatch(/[[\]{}^]/);
      expect({ ...equationDefaults('infix'), ...equationCodec.decode(new URLSearchParams(written.toString())).state }).toEqual(state);
    }
    expect(queryText(equationCodec.encode(equationDefaults('postfix')))).toBe('expr=5%201%202%20%2B%204%20*%20%2B%203%20-');
  });
});

describe("a '+' in a link", () => {
  it('is a plus when typed by hand, as the notation needs it', () => {
    expect(linked('infix', 'expr=2+3')).toBe('2+3');
    expect(linked('infix', 'expr=(1+2)*3')).toBe('(1+2)*3');
    expect(linked('postfix', 'expr=2%203%20+')).toBe('2 3 +');
    // Not an expression either way: kept as typed, so the page says what is wrong with it.
    expect(linked('infix', 'expr=2+*')).toBe('2+*');
  });

  it("is a space where a form encoder wrote it (Python's urlencode, URLSearchParams): with a %2B beside it, or where only spaces make an expression", () => {
    const form = (expr: string) => new URLSearchParams({ expr }).toString();
    expect(linked('postfix', form('5 1 2 + 4 * + 3 -'))).toBe('5 1 2 + 4 * + 3 -');
    expect(linked('postfix', form('2 3 *'))).toBe('2 3 *');
    expect(linked('prefix', form('* 2 3'))).toBe('* 2 3');
    expect(linked('infix', form('2 * 3'))).toBe('2 * 3');
    // Not an expression either way, but no postfix token has a '+' inside: the spaces get further.
    expect(linked('postfix', form('1 2'))).toBe('1 2');
  });

  it('round-trips through what the page writes, for every notation', () => {
    for (const mode of ['postfix', 'prefix', 'infix', 'infix2pointer'] as const) {
      for (const expr of [equationDefaults(mode).expr, '2+3', '2 + ', '']) {
        expect(linked(mode, queryText(equationCodecs[mode].encode({ ...equationDefaults(mode), expr })))).toBe(expr);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { equationCodec, equationDefaults } from './equationUrlState';
import { MAX_EXPRESSION_LENGTH } from './expressionLength';

const decode = (query: string) => equationCodec.decode(new URLSearchParams(query));

describe('equation URL state', () => {
  it('reads every key: expr (percent-encoded), speed, fastest', () => {
    expect(decode('expr=%7B%5B1%2B2%5D*3%7D%5E2&speed=-40&fastest=1').state).toEqual({ expr: '{[1+2]*3}^2', speed: -40, fastest: true });
    expect(decode('expr=5%201%202%20%2B').state.expr).toBe('5 1 2 +');
  });

  it('accepts any text in expr (the page judges it), but not past the length limit', () => {
    expect(decode('expr=2%2Ca%E2%82%AC%3C').state.expr).toBe('2,a€<');
    expect(decode('expr=').state.expr).toBe('');
    expect(decode(`expr=${'1'.repeat(MAX_EXPRESSION_LENGTH + 1)}`).notes).toEqual([`Ignored expr: must be at most ${MAX_EXPRESSION_LENGTH} characters`]);
  });

  it('ignores bad keys with a note and keeps the rest', () => {
    const { state, notes } = decode('expr=1%2B1&speed=fast&fastest=2&mode=infix');
    expect(state).toEqual({ expr: '1+1' });
    expect(notes).toEqual(['Ignored speed: must be a number from −5000 to −1', 'Ignored fastest: must be 1 or 0', 'Ignored mode: not a setting of this page']);
  });

  it('round-trips, percent-encoding the expression and keeping an empty one', () => {
    for (const expr of ['-(1+2)*[4-{6/3}]^2', '5 1 2 + 4 * + 3 -', '', '2,x']) {
      const state = { ...equationDefaults('infix'), expr, speed: -300, fastest: true };
      const written = equationCodec.encode(state);
      expect(written.toString()).not.toMatch(/[[\]{}^]/);
      expect({ ...equationDefaults('infix'), ...equationCodec.decode(new URLSearchParams(written.toString())).state }).toEqual(state);
    }
    expect(equationCodec.encode(equationDefaults('postfix')).toString()).toBe('expr=5+1+2+%2B+4+*+%2B+3+-');
  });
});

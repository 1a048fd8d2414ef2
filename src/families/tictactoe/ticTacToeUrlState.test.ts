import { describe, expect, it } from 'vitest';
import { ticTacToeCodec, ticTacToeDefaults } from './ticTacToeUrlState';

const decode = (query: string) => ticTacToeCodec.decode(new URLSearchParams(query));

describe('tic-tac-toe URL state', () => {
  it('reads first and symbol', () => {
    expect(decode('first=ai&symbol=O')).toEqual({ state: { first: 'ai', symbol: 'O' }, notes: [] });
  });

  it('ignores bad values with a note', () => {
    expect(decode('first=both&symbol=x&speed=-5').notes).toEqual([
      'Ignored first: must be one of user, ai',
      'Ignored symbol: must be one of X, O',
      'Ignored speed: not a setting of this page',
    ]);
  });

  it('round-trips, leaving the defaults out', () => {
    const state = { first: 'ai' as const, symbol: 'O' as const };
    expect({ ...ticTacToeDefaults(), ...ticTacToeCodec.decode(ticTacToeCodec.encode(state)).state }).toEqual(state);
    expect(Object.fromEntries(ticTacToeCodec.encode(ticTacToeDefaults()))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { nQueenCodec, nQueenDefaults } from './nQueenUrlState';

const decode = (query: string) => nQueenCodec.decode(new URLSearchParams(query));

describe('N-Queen URL state', () => {
  it('reads n, order, seed, speed and fastest', () => {
    expect(decode('n=12&order=random&seed=42&speed=-5&fastest=1')).toEqual({ state: { n: 12, order: 'random', seed: 42, speed: -5, fastest: true }, notes: [] });
    expect(decode('n=4').state.n).toBe(4);
    expect(decode('n=15').state.n).toBe(15);
  });

  it('ignores bad values with a note naming the key', () => {
    expect(decode('n=3&order=sideways&seed=-1&queens=1').notes).toEqual([
      'Ignored n: must be a number 4–15',
      'Ignored order: must be one of normal, random',
      'Ignored seed: must be a number 0–2147483647',
      'Ignored queens: not a setting of this page',
    ]);
    expect(decode('n=16').state.n).toBeUndefined();
  });

  it('round-trips, leaving n=8 and normal order out', () => {
    const state = { ...nQueenDefaults(), n: 10, order: 'random' as const, seed: 7, speed: -40, fastest: false };
    expect({ ...nQueenDefaults(), ...nQueenCodec.decode(nQueenCodec.encode(state)).state }).toEqual(state);
    expect(Object.fromEntries(nQueenCodec.encode({ ...state, n: 8, order: 'normal' }))).toEqual({ seed: '7', speed: '-40' });
  });
});

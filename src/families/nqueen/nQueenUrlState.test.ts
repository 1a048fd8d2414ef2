import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawSeed, nQueenCodec, nQueenDefaults } from './nQueenUrlState';

const decode = (query: string) => nQueenCodec.decode(new URLSearchParams(query));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('N-Queen URL state', () => {
  it('reads n, order, seed, speed and fastest', () => {
    expect(decode('n=12&order=random&seed=42&speed=-5&fastest=1')).toEqual({
      state: { n: 12, order: 'random', seed: 42, speed: -5, fastest: true },
      notes: [],
    });
    expect(decode('n=4').state.n).toBe(4);
    expect(decode('n=15').state.n).toBe(15);
  });

  it('ignores bad values with a note naming the key', () => {
    expect(decode('n=3&order=sideways&seed=-1&queens=1').notes).toEqual([
      'Ignored n: must be a number 4–15',
      'Ignored order: must be one of normal, random',
      'Ignored seed: must be a number 0–999999999',
      'Ignored queens: not a setting of this page',
    ]);
    expect(decode('n=16').state.n).toBeUndefined();
  });

  it('round-trips, leaving n=8, normal order and its unused seed out', () => {
    const state = { ...nQueenDefaults(), n: 10, order: 'random' as const, seed: 7, speed: -40, fastest: false };
    expect({ ...nQueenDefaults(), ...nQueenCodec.decode(nQueenCodec.encode(state)).state }).toEqual(state);
    expect(Object.fromEntries(nQueenCodec.encode({ ...state, n: 8, order: 'normal', seed: nQueenDefaults().seed }))).toEqual({ speed: '-40' });
    expect(Object.fromEntries(nQueenCodec.encode(nQueenDefaults()))).toEqual({});
  });

  it('draws seeds a reload reads back, the largest too', () => {
    for (const random of [0, 0.5, 0.999999999]) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const state = { ...nQueenDefaults(), order: 'random' as const, seed: drawSeed() };
      const read = nQueenCodec.decode(nQueenCodec.encode(state));
      expect(read.notes).toEqual([]);
      expect({ ...nQueenDefaults(), ...read.state }).toEqual(state);
    }
  });

  it('drops a seed given with the Normal order, which uses none', () => {
    expect(decode('seed=5').state.seed).toBeUndefined();
    expect(decode('order=normal&seed=5')).toEqual({ state: { order: 'normal' }, notes: [] });
  });
});

import { describe, expect, it } from 'vitest';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { MAX_URL_SEED } from '../../engine/url/fields';
import { sortCodecFor, sortDefaults } from './sortUrlState';

const decode = (query: string, algorithm: SortAlgorithm = 'bubblesort') => sortCodecFor(algorithm).decode(new URLSearchParams(query));

describe('sort URL state', () => {
  it('reads every key: n, values, range, speed, fastest', () => {
    expect(decode('values=3,1,2,9,0&speed=-100&fastest=1').state).toEqual({ values: [3, 1, 2, 9, 0], n: 5, speed: -100, fastest: true });
    expect(decode('range=50&values=49,0,1,2,3', 'countingsort').state).toMatchObject({ range: 50, values: [49, 0, 1, 2, 3] });
    const random = decode('n=12').state;
    expect(random.n).toBe(12);
    expect(random.values).toHaveLength(12);
    expect(random.values?.every((v) => v >= 0 && v <= 999)).toBe(true);
  });

  it('ignores bad or out-of-range values with a note naming the key, keeping the rest', () => {
    const { state, notes } = decode('n=3&speed=abc&fastest=yes&values=1,2,x&colour=red');
    expect(notes).toEqual([
      'Ignored n: must be a number 5–1000',
      'Ignored speed: must be a delay of 1–5000 ms',
      'Ignored fastest: must be 1 or 0',
      'Ignored values: must be a comma list of numbers 0–999',
      'Ignored colour: not a setting of this page',
    ]);
    expect(state.speed).toBeUndefined();
    expect(state.values).toHaveLength(5);
    expect(decode('n=1001').notes).toEqual(['Ignored n: must be a number 5–1000']);
    expect(decode('values=1,2,3').notes).toEqual(['Ignored values: must hold 5–1000 numbers']);
    expect(decode('values=1,2,3,4,1000').notes).toEqual(['Ignored values: must be a comma list of numbers 0–999']);
  });

  it('n follows from values; a disagreeing n is named', () => {
    const { state, notes } = decode('n=7&values=5,4,3,2,1');
    expect(state.n).toBe(5);
    expect(notes).toEqual(['Ignored n: values holds 5 numbers']);
  });

  it('range belongs to counting sort only, and its values must fit under it', () => {
    expect(decode('range=50').notes).toEqual(['Ignored range: only counting sort has a range']);
    expect(decode('range=4', 'countingsort').notes).toEqual(['Ignored range: must be a number 5–500']);
    const { state, notes } = decode('range=10&values=1,2,3,4,10', 'countingsort');
    expect(notes).toEqual(['Ignored values: must be numbers 0–9 for a range of 10']);
    expect(state.values?.every((v) => v <= 9)).toBe(true);
  });

  it('round-trips: what it writes, it reads back the same, leaving defaults out', () => {
    for (const algorithm of ['bubblesort', 'countingsort'] as const) {
      const codec = sortCodecFor(algorithm);
      const state = { ...sortDefaults(), n: 6, values: [5, 0, 9, 9, 1, 3], speed: -40, fastest: true, range: 20 };
      const written = codec.encode(state);
      const back = { ...sortDefaults(), ...codec.decode(written).state };
      expect(back).toEqual(algorithm === 'countingsort' ? state : { ...state, range: sortDefaults().range });
      expect(codec.decode(written).notes).toEqual([]);
    }
    expect(Object.fromEntries(sortCodecFor('bubblesort').encode({ ...sortDefaults(), values: [1, 2, 3, 4, 5] }))).toEqual({
      n: '5',
      values: '1,2,3,4,5',
    });
  });

  it('race names another sort of the family; anything else is ignored with a note', () => {
    expect(decode('race=heapsort').state.race).toBe('heapsort');
    expect(decode('race=mergesort(loop)&values=5,4,3,2,1').state).toMatchObject({ race: 'mergesort(loop)', values: [5, 4, 3, 2, 1] });
    for (const bad of ['linearsearch', 'HeapSort', '']) {
      const { state, notes } = decode(`race=${bad}`);
      expect(state.race).toBeUndefined();
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/^Ignored race: must be one of bubblesort, /);
    }
    const codec = sortCodecFor('bubblesort');
    expect(codec.encode({ ...sortDefaults(), values: [1, 2, 3, 4, 5], race: 'heapsort' }).get('race')).toBe('heapsort');
    expect(codec.encode({ ...sortDefaults(), values: [1, 2, 3, 4, 5] }).has('race')).toBe(false);
  });

  it('seed: the randomised sorts read, write and round-trip it, so a shared link replays the same run', () => {
    for (const algorithm of ['quicksort(randomised)', 'bogosort'] as const) {
      const codec = sortCodecFor(algorithm);
      const state = { ...sortDefaults(), n: 5, values: [89, 45, 68, 90, 29], seed: 424242 };
      const written = codec.encode(state);
      expect(written.get('seed')).toBe('424242');
      expect({ ...sortDefaults(), ...codec.decode(written).state }).toEqual(state);
      expect(codec.decode(written).notes).toEqual([]);
      // A link without one gets one drawn, as random bars are, which the page then writes back.
      const drawn = decode('values=5,4,3,2,1', algorithm).state.seed;
      expect(Number.isInteger(drawn) && (drawn as number) >= 0 && (drawn as number) <= MAX_URL_SEED).toBe(true);
    }
    expect(decode(`seed=${MAX_URL_SEED + 1}`, 'bogosort').notes).toEqual(['Ignored seed: must be a number 0–999999999']);
  });

  it("seed: the other sorts never write it, and say why a link's seed is ignored", () => {
    for (const algorithm of ['bubblesort', 'quicksort(pivotlast)', 'countingsort'] as const) {
      expect(
        sortCodecFor(algorithm)
          .encode({ ...sortDefaults(), values: [1, 2, 3, 4, 5], seed: 99 })
          .has('seed'),
      ).toBe(false);
      const { state, notes } = decode('seed=5&values=1,2,3,4,5', algorithm);
      expect(state.seed).toBeUndefined();
      expect(notes).toEqual(['Ignored seed: only quick sort (randomised) and bogo sort use a seed']);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { defaultGrid } from './gridEditing';
import { arrayCodec, gridDefaults, limitedGridCodec, plainGridCodec } from './searchUrlState';

const q = (text: string) => new URLSearchParams(text);
const wall = `S${'B'.repeat(10)}${'.'.repeat(312)}E`;

describe('array search URL state', () => {
  it('reads values, key, speed and fastest; a missing key defaults to the first value', () => {
    expect(arrayCodec.decode(q('values=5,1000,0,7,7&key=7&speed=-30&fastest=1'))).toEqual({
      state: { values: [5, 1000, 0, 7, 7], key: 7, speed: -30, fastest: true },
      notes: [],
    });
    expect(arrayCodec.decode(q('values=9,8,7,6,5')).state.key).toBe(9);
  });

  it('ignores bad values with a note naming the key', () => {
    const { state, notes } = arrayCodec.decode(q('values=1,2,1001,3,4&key=abc&n=4'));
    expect(state).toEqual({ key: null });
    expect(notes).toEqual([
      'Ignored values: must be a comma list of numbers 0–1000',
      'Ignored key: must be a number 0–1000',
      'Ignored n: not a setting of this page',
    ]);
    expect(arrayCodec.decode(q('key=1001')).notes).toEqual(['Ignored key: must be a number 0–1000']);
    expect(arrayCodec.decode(q('values=1,2')).notes).toEqual(['Ignored values: must hold 5–1000 numbers']);
  });

  it('a refused key (out of range, not a number, a minus sign) leaves the key blank with the note, never the first value', () => {
    for (const raw of ['2000', 'abc', '-0', '-1', '1.5']) {
      expect(arrayCodec.decode(q(`values=5,6,7,8,9&key=${raw}`)), `key=${raw}`).toEqual({
        state: { values: [5, 6, 7, 8, 9], key: null },
        notes: ['Ignored key: must be a number 0–1000'],
      });
    }
    // Without values the page's random ones are used; the key stays blank all the same.
    expect(arrayCodec.decode(q('key=2000')).state).toEqual({ key: null });
    // A missing key keeps today's default: the first of the given values.
    expect(arrayCodec.decode(q('values=5,6,7,8,9')).state.key).toBe(5);
  });

  it('a blank key is written as key= and reads back blank, with no note, so a shared link shows the blank field', () => {
    const text = arrayCodec.encode({ values: [3, 1, 4, 1, 5], key: null, speed: -10, fastest: false }).toString();
    expect(text).toContain('key=');
    const { state, notes } = arrayCodec.decode(q(text));
    expect([state.values, state.key, notes]).toEqual([[3, 1, 4, 1, 5], null, []]);
    expect(arrayCodec.decode(q('values=5,6,7,8,9&key=%20'))).toEqual({ state: { values: [5, 6, 7, 8, 9], key: null }, notes: [] });
  });

  it('round-trips', () => {
    const state = { values: [3, 1, 4, 1, 5], key: 4, speed: -10, fastest: true };
    const text = arrayCodec.encode(state).toString();
    expect(arrayCodec.decode(q(text))).toEqual({ state, notes: [] });
  });
});

describe('grid search URL state', () => {
  it('reads grid, diag and limit (the depth-limited searches only)', () => {
    expect(limitedGridCodec.decode(q(`grid=${wall}&diag=1&limit=0`))).toEqual({ state: { grid: wall, diagonal: true, limit: 0 }, notes: [] });
    expect(limitedGridCodec.decode(q('limit=324')).state.limit).toBe(324);
    // Spec §5 and the on-page field: a blank limit is 0, not the default 1.
    expect(limitedGridCodec.decode(q('limit='))).toEqual({ state: { limit: 0 }, notes: [] });
    expect(limitedGridCodec.decode(q('limit=-0'))).toEqual({ state: {}, notes: ['Ignored limit: must be a number 0–324'] });
    expect(plainGridCodec.decode(q('limit=5')).notes).toEqual(['Ignored limit: only the depth-limited searches have a limit']);
  });

  it('ignores grids without exactly one S and one E, of the wrong length or with other characters', () => {
    const note = 'Ignored grid: must be 324 cells of . B S E with one S and one E';
    for (const grid of [wall.slice(1), wall.replace('E', '.'), wall.replace('.', 'S'), wall.replace('.', 'x'), `${wall}.`]) {
      expect(plainGridCodec.decode(q(`grid=${grid}`))).toEqual({ state: {}, notes: [note] });
    }
    expect(limitedGridCodec.decode(q('limit=325&diag=2')).notes).toEqual(['Ignored limit: must be a number 0–324', 'Ignored diag: must be 1 or 0']);
  });

  it('round-trips, leaving the defaults out', () => {
    const state = { ...gridDefaults(), grid: wall, diagonal: true, limit: 12, fastest: true };
    expect({ ...gridDefaults(), ...limitedGridCodec.decode(limitedGridCodec.encode(state)).state }).toEqual(state);
    expect(limitedGridCodec.encode(gridDefaults()).toString()).toBe('');
    expect(gridDefaults().grid).toBe(defaultGrid());
  });

  it('race names another grid search; an array search or anything else is ignored with a note', () => {
    expect(plainGridCodec.decode(q('race=astarSearch')).state.race).toBe('astarSearch');
    expect(limitedGridCodec.decode(q('race=breadthfirstSearch&limit=7')).state).toEqual({ race: 'breadthfirstSearch', limit: 7 });
    for (const bad of ['linearsearch', 'bubblesort', 'astar']) {
      const { state, notes } = plainGridCodec.decode(q(`race=${bad}`));
      expect(state).toEqual({});
      expect(notes).toEqual([
        `Ignored race: must be one of breadthfirstSearch, depthfirstSearch, astarSearch, greedybfsSearch, depthlimitSearch, iterativedepthLimitSearch`,
      ]);
    }
    expect(arrayCodec.decode(q('race=binarysearch')).notes).toEqual(['Ignored race: not a setting of this page']);
    const state = { ...gridDefaults(), grid: wall, race: 'depthfirstSearch' };
    expect({ ...gridDefaults(), ...plainGridCodec.decode(plainGridCodec.encode(state)).state }).toEqual(state);
  });
});

import { describe, expect, it } from 'vitest';
import { GOAL, isGoal, isSolvable } from '../../../workers/games/eightPuzzle';
import { eightPuzzleCodec, eightPuzzleDefaults } from './eightPuzzleUrlState';

const decode = (query: string) => eightPuzzleCodec.decode(new URLSearchParams(query));

describe('8 puzzle URL state', () => {
  it('reads tiles (an unsolvable arrangement too), speed and fastest', () => {
    expect(decode('tiles=123456708&speed=-20&fastest=1')).toEqual({
      state: { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], speed: -20, fastest: true },
      notes: [],
    });
    expect(decode('tiles=213456780').state.tiles).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 0]);
  });

  it('ignores bad tiles with a note', () => {
    for (const bad of ['123', '123456789', '112345678', 'abcdefghi']) {
      expect(decode(`tiles=${bad}`).notes).toEqual(['Ignored tiles: must be the 9 digits 0–8, each once (0 is the blank)']);
    }
  });

  it('round-trips, writing the tiles always, the goal too: a link without them opens a new board', () => {
    const state = { ...eightPuzzleDefaults(), tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], speed: -1 };
    expect({ ...eightPuzzleDefaults(), ...eightPuzzleCodec.decode(eightPuzzleCodec.encode(state)).state }).toEqual(state);
    expect(Object.fromEntries(eightPuzzleCodec.encode({ ...eightPuzzleDefaults(), tiles: [...GOAL] }))).toEqual({ tiles: '123456780' });
  });

  it('opens without tiles on a shuffled board that can be solved, not on the goal, and writes it', () => {
    const boards = Array.from({ length: 20 }, () => eightPuzzleDefaults().tiles);
    for (const tiles of boards) {
      expect(isSolvable(tiles)).toBe(true);
      expect(isGoal(tiles)).toBe(false);
    }
    expect(new Set(boards.map((tiles) => tiles.join(''))).size).toBeGreaterThan(1);
    const defaults = eightPuzzleDefaults();
    expect(eightPuzzleCodec.encode(defaults).get('tiles')).toBe(defaults.tiles.join(''));
  });
});

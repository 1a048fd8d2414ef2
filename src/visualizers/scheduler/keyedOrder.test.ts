import { describe, expect, it } from 'vitest';
import { keyedMoves } from './keyedOrder';

/** Applies the moves to a copy of `from`, as the lanes apply them to their chips. */
function applyMoves(from: number[], to: number[]): { result: number[]; moves: number } {
  const { remove, insert } = keyedMoves(from, to);
  let list = from.filter((key) => !remove.includes(key));
  for (const [key, before] of insert) {
    list = list.filter((k) => k !== key);
    const at = before === null ? list.length : list.indexOf(before);
    list.splice(at, 0, key);
  }
  return { result: list, moves: remove.length + insert.length };
}

describe('keyedMoves (a lane changing from one order of processes to another)', () => {
  it('turns any order into any other', () => {
    const cases: [number[], number[]][] = [
      [[], [3, 1, 2]],
      [[3, 1, 2], []],
      [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0]],
      [[0, 1, 2, 3, 4], [2, 7, 0, 4, 9]],
      [[5, 6, 7], [7, 5, 6, 8]],
    ];
    for (const [from, to] of cases) expect(applyMoves(from, to).result).toEqual(to);
  });

  it('moves only what changed place: a dispatch, a process sent to the back, an arrival', () => {
    expect(applyMoves([4, 1, 7, 2], [1, 7, 2]).moves).toBe(1);
    expect(applyMoves([4, 1, 7, 2], [1, 7, 2, 4]).moves).toBe(1);
    expect(applyMoves([4, 1, 7, 2], [4, 1, 7, 2, 9]).moves).toBe(1);
    expect(applyMoves([4, 1, 7, 2], [4, 1, 7, 2]).moves).toBe(0);
  });

  it('agrees with shuffles of fifty processes', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const shuffled = () =>
      Array.from({ length: 50 }, (_, i) => i)
        .filter(() => random() < 0.7)
        .sort(() => random() - 0.5);
    for (let round = 0; round < 50; round++) {
      const from = shuffled();
      const to = shuffled();
      expect(applyMoves(from, to).result).toEqual(to);
    }
  });
});

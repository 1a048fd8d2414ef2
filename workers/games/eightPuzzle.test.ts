import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import { GOAL, inversions, isGoal, isSolvable, movableCells, parseTiles, SHUFFLE_MOVES, shuffledBoard, shuffleTiles, slide } from './eightPuzzle';
import { aStar } from './eightPuzzleSearch';

/** Breadth-first search: the reference for optimal length. */
function bfsLength(start: readonly number[]): number {
  let frontier = [start.join('')];
  const seen = new Set(frontier);
  for (let depth = 0; frontier.length; depth++) {
    const next: string[] = [];
    for (const key of frontier) {
      const tiles = [...key].map(Number);
      if (isGoal(tiles)) return depth;
      for (const cell of movableCells(tiles)) {
        const k = slide(tiles, cell).join('');
        if (!seen.has(k)) {
          seen.add(k);
          next.push(k);
        }
      }
    }
    frontier = next;
  }
  return -1;
}

describe('8 puzzle rules', () => {
  it('reads 9 distinct digits 0–8 only', () => {
    expect(parseTiles('123456780')).toEqual(GOAL);
    expect(parseTiles('123456788')).toBeNull();
    expect(parseTiles('12345678')).toBeNull();
    expect(parseTiles('12345678x')).toBeNull();
  });

  it('slides only a tile next to the blank', () => {
    expect(slide(GOAL, 7)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8]);
    expect(slide(GOAL, 0)).toEqual(GOAL);
    expect(movableCells(GOAL).sort()).toEqual([5, 7]);
  });

  it('shuffle makes 100 legal moves from the goal, so the result stays solvable', () => {
    expect(SHUFFLE_MOVES).toBe(100);
    for (let seed = 1; seed <= 20; seed++) {
      const tiles = shuffleTiles(GOAL, seededRandom(seed));
      expect(isSolvable(tiles)).toBe(true);
      expect([...tiles].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('a fresh board (Shuffle, a page opened without tiles) is shuffled from the goal: always solvable, never the goal', () => {
    // A sequence whose first 100 slides return to the goal is still refused: the next try is taken.
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const tiles = shuffledBoard(seededRandom(seed));
      expect(isSolvable(tiles), String(seed)).toBe(true);
      expect(isGoal(tiles), String(seed)).toBe(false);
      seen.add(tiles.join(''));
    }
    expect(seen.size).toBeGreaterThan(150);
    // Shuffling the board shown could never leave an unsolvable one: slides keep the parity.
    expect(isSolvable(shuffleTiles([1, 2, 3, 4, 5, 6, 8, 7, 0], seededRandom(3)))).toBe(false);
  });

  it('detects unsolvable arrangements by odd inversion count', () => {
    const swapped = [2, 1, 3, 4, 5, 6, 7, 8, 0];
    expect(inversions(swapped)).toBe(1);
    expect(isSolvable(swapped)).toBe(false);
    expect(isSolvable([8, 6, 7, 2, 5, 4, 3, 0, 1])).toBe(true);
    expect(bfsLength(swapped)).toBe(-1); // the whole reachable half holds no goal
  });
});

describe('8 puzzle A*', () => {
  it('finds legal, optimal move sequences (same length as breadth-first search) on random shuffles', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const start = shuffleTiles(GOAL, seededRandom(seed * 31));
      const { moves, expanded } = aStar(start);
      expect(moves).not.toBeNull();
      let tiles = start;
      for (const cell of moves as number[]) {
        expect(movableCells(tiles)).toContain(cell);
        tiles = slide(tiles, cell);
      }
      expect(isGoal(tiles)).toBe(true);
      expect((moves as number[]).length).toBe(bfsLength(start));
      expect(expanded).toBeGreaterThanOrEqual((moves as number[]).length);
    }
  });

  it('solves the solved board in 0 moves and the hardest 8 puzzle in 31', () => {
    expect(aStar(GOAL).moves).toEqual([]);
    expect(aStar([8, 6, 7, 2, 5, 4, 3, 0, 1]).moves).toHaveLength(31);
  });

  it('respects the depth cap, counting only the states it expanded', () => {
    expect(aStar([8, 6, 7, 2, 5, 4, 3, 0, 1], 20).moves).toBeNull();
    // At cap 0 the start is taken off the list but not expanded.
    expect(aStar([1, 2, 3, 4, 5, 6, 7, 0, 8], 0)).toEqual({ moves: null, expanded: 0 });
    expect(aStar([1, 2, 3, 4, 5, 6, 7, 0, 8], 1)).toEqual({ moves: [8], expanded: 1 });
  });
});

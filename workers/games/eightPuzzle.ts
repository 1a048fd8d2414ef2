import { randomInt } from '../protocol/random';

/** 3×3 sliding puzzle: nine tiles row-major, 0 the blank. */
export type Tiles = number[];
export const GOAL: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
/** The goal as a person writes it, row by row with _ for the blank: '1 2 3 / 4 5 6 / 7 8 _'. */
export const GOAL_WORDS = [0, 3, 6]
  .map((start) =>
    GOAL.slice(start, start + 3)
      .map((tile) => tile || '_')
      .join(' '),
  )
  .join(' / ');
/** Spec §9: A* never expands a state deeper than this many moves. */
export const DEPTH_CAP = 50;
export const SHUFFLE_MOVES = 100;
export const UNSOLVABLE = 'This arrangement cannot be solved';

/** 9 digits 0–8, each once; null for anything else. */
export function parseTiles(text: string): Tiles | null {
  if (!/^[0-8]{9}$/.test(text)) return null;
  const tiles = [...text].map(Number);
  return new Set(tiles).size === 9 ? tiles : null;
}

export const isGoal = (tiles: readonly number[]) => tiles.every((t, i) => t === GOAL[i]);

/** Pairs of tiles out of order (blank ignored). */
export function inversions(tiles: readonly number[]): number {
  const t = tiles.filter(Boolean);
  let count = 0;
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) if (t[i]! > t[j]!) count++;
  return count;
}

/** On a 3-wide board a slide never changes the inversion parity, and the goal has none. */
export const isSolvable = (tiles: readonly number[]) => inversions(tiles) % 2 === 0;

/** Cells whose tile can slide into the blank. */
export function movableCells(tiles: readonly number[]): number[] {
  const blank = tiles.indexOf(0);
  const [r, c] = [Math.floor(blank / 3), blank % 3];
  const out: number[] = [];
  if (r > 0) out.push(blank - 3);
  if (r < 2) out.push(blank + 3);
  if (c > 0) out.push(blank - 1);
  if (c < 2) out.push(blank + 1);
  return out;
}

/** Slides the tile at `cell` into the blank (a new array); the same tiles if it is not next to it. */
export function slide(tiles: readonly number[], cell: number): Tiles {
  const blank = tiles.indexOf(0);
  if (!movableCells(tiles).includes(cell)) return [...tiles];
  const next = [...tiles];
  next[blank] = next[cell]!;
  next[cell] = 0;
  return next;
}

/** `moves` random legal slides, never undoing the previous one (so it really mixes). */
export function shuffleTiles(tiles: readonly number[], random: () => number, moves = SHUFFLE_MOVES): Tiles {
  let current = [...tiles];
  let previousBlank = -1;
  for (let k = 0; k < moves; k++) {
    const options = movableCells(current).filter((cell) => cell !== previousBlank);
    const cell = options[randomInt(random, options.length)]!;
    previousBlank = current.indexOf(0);
    current = slide(current, cell);
  }
  return current;
}

/**
 * A fresh board for Shuffle and for a page opened without tiles: SHUFFLE_MOVES random slides
 * from the goal, so it can always be solved (slides keep the parity: shuffling an unsolvable
 * board could never leave it), and never the goal itself, which would leave A* nothing to do.
 */
export function shuffledBoard(random: () => number): Tiles {
  for (;;) {
    const tiles = shuffleTiles(GOAL, random);
    if (!isGoal(tiles)) return tiles;
  }
}

export function manhattan(tiles: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = tiles[i]!;
    if (t === 0) continue;
    const goal = t - 1;
    sum += Math.abs(Math.floor(i / 3) - Math.floor(goal / 3)) + Math.abs((i % 3) - (goal % 3));
  }
  return sum;
}

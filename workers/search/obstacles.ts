import { seededRandom } from '../protocol/random';
import { GRID_SIZE } from './searchTypes';

/** Spec §9: a draw of random obstacles makes up to 14 × 14 attempts. */
export const OBSTACLE_ATTEMPTS = 14 * 14;

/**
 * How many draws the Random obstacles button makes before it gives up. 14 × 14 attempts block
 * about 45% of the cells, below the density at which a square grid's open cells stay connected
 * across it: with S and E in opposite corners (the default) 0.93% of draws leave a route between
 * them (20,000 draws), 1.8% with both in the top row. So 20 draws would give up on 83% of presses
 * there; 2000 leave a press without a path about once in 10⁸ (0.9907²⁰⁰⁰). A draw costs about
 * 23 µs here: a press between the corners (103 draws on average over 200 seeds) about 2.4 ms,
 * all 2000 draws about 50 ms, in the grid maker worker.
 */
export const OBSTACLE_DRAWS = 2000;

/** A cell of a draw: open, a wall, or S or E (never blocked). */
const OPEN = 0;
const WALL = 1;
const MARKER = 2;

/**
 * One grid's draws, on typed arrays reused from draw to draw: a press makes about a hundred
 * draws between the corners, so each costs microseconds, not the strings' fraction of a millisecond.
 */
class Draws {
  private readonly base: Uint8Array;
  private readonly cells: Uint8Array;
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;
  private readonly start: number;
  private readonly end: number;

  constructor(
    private readonly grid: string,
    private readonly size: number,
  ) {
    this.base = Uint8Array.from(grid, (ch) => (ch === 'S' || ch === 'E' ? MARKER : OPEN));
    this.cells = new Uint8Array(grid.length);
    this.seen = new Uint8Array(grid.length);
    this.queue = new Int32Array(grid.length);
    this.start = grid.indexOf('S');
    this.end = grid.indexOf('E');
  }

  /** The walls cleared, then 14 × 14 attempts to block a random cell (S and E are skipped). */
  draw(random: () => number): void {
    const { cells } = this;
    cells.set(this.base);
    for (let i = 0; i < OBSTACLE_ATTEMPTS; i++) {
      const cell = Math.floor(random() * cells.length);
      if (cells[cell] === OPEN) cells[cell] = WALL;
    }
  }

  /** Takes the grid's own walls instead of a draw (hasPath). */
  load(grid: string): void {
    for (let i = 0; i < grid.length; i++) this.cells[i] = grid[i] === 'B' ? WALL : this.base[i]!;
  }

  /** Whether the last draw leaves a route of straight steps from S to E (breadth-first). */
  connected(): boolean {
    const { cells, seen, queue, size, end } = this;
    if (this.start < 0 || end < 0) return false;
    seen.fill(0);
    let head = 0;
    let tail = 0;
    const reach = (next: number) => {
      if (!seen[next] && cells[next] !== WALL) {
        seen[next] = 1;
        queue[tail++] = next;
      }
    };
    reach(this.start);
    while (head < tail) {
      const cell = queue[head++]!;
      if (cell === end) return true;
      const c = cell % size;
      if (c + 1 < size) reach(cell + 1);
      if (cell + size < cells.length) reach(cell + size);
      if (c > 0) reach(cell - 1);
      if (cell >= size) reach(cell - size);
    }
    return false;
  }

  /** The last draw as a grid string. */
  text(): string {
    let out = '';
    for (let i = 0; i < this.cells.length; i++) out += this.cells[i] === WALL ? 'B' : this.cells[i] === MARKER ? this.grid[i] : '.';
    return out;
  }
}

/** One draw: the walls cleared, then 14 × 14 attempts to block a random cell (S and E are skipped). */
export function drawObstacles(grid: string, random: () => number, size = GRID_SIZE): string {
  const draws = new Draws(grid, size);
  draws.draw(random);
  return draws.text();
}

/**
 * Whether E can be reached from S. Four neighbours decide it for eight too: a diagonal step is
 * allowed only when both cells beside it are open, so it never opens a route the straight steps lack.
 */
export function hasPath(grid: string, size = GRID_SIZE): boolean {
  const draws = new Draws(grid, size);
  draws.load(grid);
  return draws.connected();
}

/** A grid of obstacles with a path from S to E, and how many draws it took; null after OBSTACLE_DRAWS without one. */
export interface ObstaclesAnswer {
  grid: string | null;
  draws: number;
}

/**
 * Random obstacles that make a puzzle: draws (seeded, so a press can be reproduced) until one
 * leaves a route from S to E, up to `maxDraws`. S and E stay where they are.
 */
export function obstaclesWithPath(grid: string, seed: number, maxDraws = OBSTACLE_DRAWS, size = GRID_SIZE): ObstaclesAnswer {
  const random = seededRandom(seed);
  const draws = new Draws(grid, size);
  for (let count = 1; count <= maxDraws; count++) {
    draws.draw(random);
    if (draws.connected()) return { grid: draws.text(), draws: count };
  }
  return { grid: null, draws: maxDraws };
}

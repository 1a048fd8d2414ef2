import { randomInt, seededRandom } from '../protocol/random';
import { GRID_CELLS } from './searchTypes';

/** Seeded random grids for tests: S and E at random cells, walls at a given density. */
export function randomGrid(seed: number, density: number): string {
  const random = seededRandom(seed);
  const cells = Array.from<unknown, string>({ length: GRID_CELLS }, () => (random() < density ? 'B' : '.'));
  const start = randomInt(random, GRID_CELLS);
  let end = randomInt(random, GRID_CELLS);
  if (end === start) end = (start + 1) % GRID_CELLS;
  cells[start] = 'S';
  cells[end] = 'E';
  return cells.join('');
}

import type { Operation } from '../protocol/ops';
import { randomInt, seededRandom } from '../protocol/random';
import type { GridGraph } from './gridGraph';
import { gridSearchOf } from './gridSearches';
import { GRID_CELLS, type GridSearch, MAX_LIMIT } from './searchTypes';

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

/** Runs a search to its end; returns its path and the operations it yielded. */
export function runSearch(algorithm: GridSearch, g: GridGraph, limit = MAX_LIMIT) {
  const gen = gridSearchOf(algorithm, g, limit);
  const ops: Operation[] = [];
  for (;;) {
    const next = gen.next();
    if (next.done) return { path: next.value, ops };
    ops.push(next.value);
  }
}

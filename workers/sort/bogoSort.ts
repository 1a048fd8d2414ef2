import { randomInt } from '../protocol/random';
import { compare, type SortGenerator, sorted, swap } from './emit';
import { Op } from './sortOps';

/**
 * Bogosort: check adjacent pairs; on the first pair out of order, shuffle everything and
 * start again. Lazy and endless for large inputs: operations are produced only when pulled.
 */
export function* bogoSort(a: number[], random: () => number): SortGenerator {
  for (let round = 1; ; round++) {
    let inOrder = true;
    for (let i = 0; i + 1 < a.length; i++) {
      yield compare(i, i + 1);
      if (a[i]! > a[i + 1]!) {
        inOrder = false;
        break;
      }
    }
    if (inOrder) break;
    yield [Op.Round, round, 0, 0];
    for (let i = a.length - 1; i > 0; i--) {
      const j = randomInt(random, i + 1);
      if (j !== i) yield swap(a, i, j);
    }
  }
  yield sorted(0, a.length);
}

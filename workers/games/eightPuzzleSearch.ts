import { DEPTH_CAP, isGoal, manhattan, movableCells, slide } from './eightPuzzle';

export interface SearchResult {
  /** The cells whose tile slides into the blank, in order; null when no solution within the cap. */
  moves: number[] | null;
  /** States taken off the open list and expanded. */
  expanded: number;
}

const keyOf = (tiles: readonly number[]) => tiles.join('');

interface Node {
  tiles: number[];
  g: number;
  f: number;
  key: string;
}

/** A binary min-heap on f, then on g descending (deeper first breaks ties toward the goal). */
class OpenList {
  private readonly heap: Node[] = [];
  get size() {
    return this.heap.length;
  }
  private less(a: Node, b: Node) {
    return a.f < b.f || (a.f === b.f && a.g > b.g);
  }
  push(node: Node) {
    const h = this.heap;
    h.push(node);
    for (let i = h.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (!this.less(h[i]!, h[p]!)) break;
      const swapped = h[i]!;
      h[i] = h[p]!;
      h[p] = swapped;
      i = p;
    }
  }
  pop(): Node {
    const h = this.heap;
    const top = h[0] as Node;
    const last = h.pop() as Node;
    if (h.length > 0) {
      h[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l;
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        const swapped = h[i]!;
        h[i] = h[m]!;
        h[m] = swapped;
        i = m;
      }
    }
    return top;
  }
}

/** A* with the Manhattan distance (admissible and consistent: the first goal popped is optimal). */
export function aStar(start: readonly number[], cap = DEPTH_CAP): SearchResult {
  const open = new OpenList();
  const best = new Map<string, number>();
  const parent = new Map<string, { key: string; cell: number } | null>();
  const startKey = keyOf(start);
  open.push({ tiles: [...start], g: 0, f: manhattan(start), key: startKey });
  best.set(startKey, 0);
  parent.set(startKey, null);
  let expanded = 0;
  while (open.size > 0) {
    const node = open.pop();
    if (node.g > (best.get(node.key) ?? Number.POSITIVE_INFINITY)) continue; // a stale entry
    if (isGoal(node.tiles)) return { moves: pathTo(node.key, parent), expanded };
    // A state at the cap is not expanded, so not counted. (No solvable board reaches the cap:
    // the longest optimal solution is 31 moves, and unsolvable boards never get here.)
    if (node.g >= cap) continue;
    expanded++;
    for (const cell of movableCells(node.tiles)) {
      const tiles = slide(node.tiles, cell);
      const key = keyOf(tiles);
      const g = node.g + 1;
      if (g >= (best.get(key) ?? Number.POSITIVE_INFINITY)) continue;
      best.set(key, g);
      parent.set(key, { key: node.key, cell });
      open.push({ tiles, g, f: g + manhattan(tiles), key });
    }
  }
  return { moves: null, expanded };
}

function pathTo(key: string, parent: Map<string, { key: string; cell: number } | null>): number[] {
  const moves: number[] = [];
  for (let step = parent.get(key); step; step = parent.get(step.key)) moves.push(step.cell);
  return moves.reverse();
}

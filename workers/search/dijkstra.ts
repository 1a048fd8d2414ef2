import { type GridGraph, neighbours, stepCost } from './gridGraph';
import { MinHeap } from './minHeap';

/**
 * The reference every grid search is checked against: the least cost from start to end, or
 * null when the end cannot be reached. `unitSteps` counts every step as 1 (the fewest steps).
 */
export function dijkstra(g: GridGraph, unitSteps = false): number | null {
  const dist = new Float64Array(g.open.length).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(g.open.length);
  const heap = new MinHeap();
  dist[g.start] = 0;
  heap.push(g.start, 0);
  while (heap.size > 0) {
    const cell = heap.pop();
    if (done[cell]) continue;
    done[cell] = 1;
    if (cell === g.end) return dist[cell]!;
    for (const next of neighbours(g, cell)) {
      const d = dist[cell]! + (unitSteps ? 1 : stepCost(g, cell, next));
      if (d < dist[next]! - 1e-9) {
        dist[next] = d;
        heap.push(next, d);
      }
    }
  }
  return null;
}

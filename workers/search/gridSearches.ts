import type { Operation } from '../protocol/ops';
import { type GridGraph, heuristic, neighbours, stepCost, tracePath } from './gridGraph';
import { MinHeap } from './minHeap';
import { Op } from './searchOps';
import type { GridSearch } from './searchTypes';
import { Waiting, WaitingRoutes } from './waiting';

/** A grid search yields pushes and visits and returns the path it found (cells, start to end) or null. */
export type GridSearchGenerator = Generator<Operation, number[] | null, undefined>;

const push = (cell: number, frontier: number): Operation => [Op.Push, cell, frontier, 0];
const visit = (cell: number, depth: number, frontier: number): Operation => [Op.Visit, cell, depth, frontier];

/** Breadth-first: expands cells in order of steps from the start, so its path has the fewest steps. */
export function* breadthFirst(g: GridGraph): GridSearchGenerator {
  const parent = new Int32Array(g.open.length).fill(-1);
  const depth = new Int32Array(g.open.length).fill(-1);
  const queue = [g.start];
  depth[g.start] = 0;
  yield push(g.start, 1);
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    yield visit(cell, depth[cell]!, queue.length - head - 1);
    if (cell === g.end) return tracePath(parent, cell);
    for (const next of neighbours(g, cell)) {
      if (depth[next]! >= 0) continue;
      depth[next] = depth[cell]! + 1;
      parent[next] = cell;
      queue.push(next);
      yield push(next, queue.length - head - 1);
    }
  }
  return null;
}

/** Depth-first with an explicit stack: follows the first open neighbour as far as it goes. */
export function* depthFirst(g: GridGraph): GridSearchGenerator {
  const parent = new Int32Array(g.open.length).fill(-1);
  const depth = new Int32Array(g.open.length);
  const done = new Uint8Array(g.open.length);
  // A cell can sit on the stack several times (lazy deletion); the counter shows distinct cells.
  const waiting = new Waiting(g.open.length);
  const stack: [cell: number, from: number][] = [[g.start, -1]];
  yield push(g.start, waiting.add(g.start));
  while (stack.length > 0) {
    const [cell, from] = stack.pop() as [number, number];
    if (done[cell]) continue;
    done[cell] = 1;
    parent[cell] = from;
    depth[cell] = from < 0 ? 0 : depth[from]! + 1;
    yield visit(cell, depth[cell], waiting.remove(cell));
    if (cell === g.end) return tracePath(parent, cell);
    // Pushed in reverse so the first neighbour is explored first.
    for (const next of neighbours(g, cell).reverse()) {
      if (done[next]) continue;
      stack.push([next, cell]);
      yield push(next, waiting.add(next));
    }
  }
  return null;
}

/**
 * Best-first by a priority: A* by cost so far + heuristic (consistent, so optimal), greedy by
 * the heuristic alone (each cell expanded once, so it always terminates). Ties on the priority
 * go to the smaller heuristic (nearer the end), then to the earlier push (MinHeap).
 */
function* bestFirst(g: GridGraph, greedy: boolean): GridSearchGenerator {
  const n = g.open.length;
  const parent = new Int32Array(n).fill(-1);
  const cost = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const depth = new Int32Array(n);
  const done = new Uint8Array(n);
  // A* pushes a cell again on a cheaper route (lazy deletion); the counter shows distinct cells.
  const waiting = new Waiting(n);
  const heap = new MinHeap();
  cost[g.start] = 0;
  heap.push(g.start, heuristic(g, g.start));
  yield push(g.start, waiting.add(g.start));
  while (heap.size > 0) {
    const cell = heap.pop();
    if (done[cell]) continue;
    done[cell] = 1;
    yield visit(cell, depth[cell]!, waiting.remove(cell));
    if (cell === g.end) return tracePath(parent, cell);
    for (const next of neighbours(g, cell)) {
      if (done[next]) continue;
      // Greedy keeps a cell's first parent, as textbook greedy graph search drops a new route to
      // a cell already in the frontier: its priority (h) would not change, only the path drawn.
      if (greedy && cost[next]! < Number.POSITIVE_INFINITY) continue;
      const c = cost[cell]! + stepCost(g, cell, next);
      if (c >= cost[next]! - 1e-9) continue;
      cost[next] = c;
      parent[next] = cell;
      depth[next] = depth[cell]! + 1;
      const h = heuristic(g, next);
      heap.push(next, greedy ? h : c + h, h);
      yield push(next, waiting.add(next));
    }
  }
  return null;
}

export const aStar = (g: GridGraph) => bestFirst(g, false);
export const greedyBestFirst = (g: GridGraph) => bestFirst(g, true);

/**
 * Depth-limited depth-first search: paths of at most `limit` steps (every step counts 1, also
 * diagonal ones). A cell reached again by a route with fewer steps is expanded again, so it
 * finds a path whenever one of at most `limit` steps exists.
 */
export function depthLimited(g: GridGraph, limit: number): GridSearchGenerator {
  return limitedRound(g, limit, { cutOff: false });
}

/**
 * One depth-limited pass; `round.cutOff` says whether it entered any cell at the limit, where the
 * limit may have stopped it.
 *
 * The frontier is AIMA's LIFO frontier: the neighbours every frame on the stack has still to
 * try. A neighbour joins it only if this route reaches it in fewer steps than any before
 * (`best`), and then it is always expanded when its frame tries it: only the top frame expands,
 * so a cell reached meanwhile was reached deeper than that frame's route would take it, and
 * `best` only falls. So every frontier cell the page draws and counts is one the search will
 * expand; the entries the limit or a shorter route rule out are never added.
 */
function* limitedRound(g: GridGraph, limit: number, round: { cutOff: boolean }): GridSearchGenerator {
  const best = new Int32Array(g.open.length).fill(0x7fffffff);
  const path: number[] = [];
  const waiting = new WaitingRoutes(g.open.length);
  // Frames: a cell, its depth, and the neighbours still to try (the last is tried first).
  const stack: { cell: number; depth: number; next: number[] }[] = [];
  function* enter(cell: number, depth: number): Generator<Operation, void, undefined> {
    best[cell] = depth;
    path.push(cell);
    // Also for a cell with nothing left to offer: cheap, and the only cost is that iterative
    // deepening may go on with rounds that reach no new cell (never a wrong answer).
    if (depth === limit) round.cutOff = true;
    yield visit(cell, depth, waiting.take(cell));
    const next = depth < limit && cell !== g.end ? neighbours(g, cell).filter((n) => depth + 1 < best[n]!) : [];
    for (const n of next) yield push(n, waiting.add(n));
    stack.push({ cell, depth, next: next.reverse() });
  }
  yield push(g.start, waiting.add(g.start));
  yield* enter(g.start, 0);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.cell === g.end) return [...path];
    const next = top.next.pop();
    if (next === undefined) {
      stack.pop();
      path.pop();
      continue;
    }
    yield* enter(next, top.depth + 1);
  }
  return null;
}

/**
 * Depth-limited search with limits 1, 2, … up to `limit`: the first success has the fewest
 * steps. Limit 0 does nothing. A round that entered no cell at its limit has reached every
 * reachable cell, so deeper rounds could not do better: the search stops there.
 */
export function* iterativeDeepening(g: GridGraph, limit: number): GridSearchGenerator {
  for (let depth = 1; depth <= limit; depth++) {
    yield [Op.Round, depth, 0, 0];
    const round = { cutOff: false };
    const path = yield* limitedRound(g, depth, round);
    if (path || !round.cutOff) return path;
  }
  return null;
}

export function gridSearchOf(algorithm: GridSearch, g: GridGraph, limit: number): GridSearchGenerator {
  switch (algorithm) {
    case 'breadthfirstSearch':
      return breadthFirst(g);
    case 'depthfirstSearch':
      return depthFirst(g);
    case 'astarSearch':
      return aStar(g);
    case 'greedybfsSearch':
      return greedyBestFirst(g);
    case 'depthlimitSearch':
      return depthLimited(g, limit);
    case 'iterativedepthLimitSearch':
      return iterativeDeepening(g, limit);
  }
}

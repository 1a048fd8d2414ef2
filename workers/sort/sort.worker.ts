import * as Comlink from 'comlink';
import type { Chunk } from '../protocol/chunk';
import { bucketsFor, type SortRunInput, type SortRunStarted } from '../protocol/sortTypes';
import { ChunkedRun, countOperations, validateRunInput } from './sortRun';

let currentId = 0;
let current: ChunkedRun | null = null;

/** The sort worker's API: one run at a time; a newer run makes older ids stale. */
const api = {
  start(input: SortRunInput): SortRunStarted {
    validateRunInput(input);
    currentId++;
    current = new ChunkedRun(input);
    return { runId: currentId, totalOps: countOperations(input), buckets: bucketsFor(input.algorithm, input.values) };
  },

  /** The next chunk of a run, transferred; null for a stale or ended run. */
  nextChunk(runId: number): Chunk | null {
    if (runId !== currentId || !current) return null;
    const chunk = current.next();
    const run = current;
    // Refill the look-ahead after answering, so the answer is not delayed by it.
    setTimeout(() => {
      if (run === current) run.fill();
    }, 0);
    return Comlink.transfer(chunk, [chunk.ops.buffer]);
  },

  end(runId: number): void {
    if (runId === currentId) current = null;
  },
};

export type SortWorkerApi = typeof api;

Comlink.expose(api);

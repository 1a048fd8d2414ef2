import { type Chunk, CHUNK_OPS, encodeChunk } from '../protocol/chunk';
import type { Operation } from '../protocol/ops';
import { seededRandom } from '../protocol/random';
import { isSortAlgorithm, type SortRunInput } from '../protocol/sortTypes';
import { isEndless, sortStarters } from './algorithms';

export const MAX_VALUES = 1000;
export const MAX_VALUE = 999;

/** Rejects bad input with a clear message before any work starts. */
export function validateRunInput(input: SortRunInput): void {
  if (!input || !isSortAlgorithm(input.algorithm)) throw new Error(`Unknown sort: ${String(input?.algorithm)}`);
  const { values } = input;
  if (!Array.isArray(values) || values.length < 1 || values.length > MAX_VALUES) {
    throw new Error(`A sort needs 1 to ${MAX_VALUES} values`);
  }
  if (!values.every((v) => Number.isInteger(v) && v >= 0 && v <= MAX_VALUE)) {
    throw new Error(`Values must be whole numbers from 0 to ${MAX_VALUE}`);
  }
}

/** The lazy operation stream of one run: nothing is computed before it is pulled. */
export function operationsOf(input: SortRunInput): Iterator<Operation, unknown> {
  return sortStarters[input.algorithm]([...input.values], seededRandom(input.seed));
}

/** Counts a finite run's operations without keeping them (drives the progress bar's length). */
export function countOperations(input: SortRunInput): number | null {
  if (isEndless(input.algorithm)) return null;
  const ops = operationsOf(input);
  let count = 0;
  while (!ops.next().done) count++;
  return count;
}

/** Pulls a run's stream one fixed-width chunk at a time, keeping up to `ahead` chunks ready. */
export class ChunkedRun {
  private readonly ops: Iterator<Operation, unknown>;
  private readonly ready: Chunk[] = [];
  private exhausted = false;

  constructor(input: SortRunInput, private readonly ahead = 2) {
    this.ops = operationsOf(input);
  }

  next(): Chunk {
    const chunk = this.ready.shift() ?? this.produce();
    return chunk;
  }

  /** Prepares chunks up to the look-ahead; called when the worker is otherwise idle. */
  fill(): void {
    while (this.ready.length < this.ahead && !this.exhausted) this.ready.push(this.produce());
  }

  private produce(): Chunk {
    if (this.exhausted) return { ops: new Int32Array(0), done: true };
    const chunk = encodeChunk(this.ops, CHUNK_OPS);
    this.exhausted = chunk.done;
    return chunk;
  }
}

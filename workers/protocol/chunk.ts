import { OP_WIDTH, type Operation } from './ops';
import type { ValueTable } from './valueTable';

/** Operations per chunk: also the player's keyframe interval, so history drops whole chunks. */
export const CHUNK_OPS = 4096;

/** One pulled chunk: a flat Int32Array of operations, and whether the run has ended. */
export interface Chunk {
  ops: Int32Array;
  done: boolean;
  /** Value-table entries added while this chunk was produced (see ValueTable). */
  values?: Float64Array;
}

/**
 * Fills one fixed-width chunk from a stream of operations, into `buffer` when given (a returned
 * one: see chunkBuffers.ts; it must hold `maxOps` operations).
 */
export function encodeChunk(
  source: Iterator<Operation, unknown>,
  maxOps = CHUNK_OPS,
  table?: ValueTable,
  buffer = new Int32Array(maxOps * OP_WIDTH),
): Chunk {
  let count = 0;
  let done = false;
  while (count < maxOps) {
    const next = source.next();
    if (next.done) {
      done = true;
      break;
    }
    const [code, a, b, c] = next.value;
    const at = count * OP_WIDTH;
    buffer[at] = code;
    buffer[at + 1] = a;
    buffer[at + 2] = b;
    buffer[at + 3] = c;
    count++;
  }
  // A right-sized copy so the transferred buffer carries no unused tail.
  const ops = count === maxOps && buffer.length === maxOps * OP_WIDTH ? buffer : buffer.slice(0, count * OP_WIDTH);
  const values = table?.drain();
  return values ? { ops, done, values } : { ops, done };
}

/** Operations in an encoded buffer (OP_WIDTH numbers each). */
export function opCount(ops: Int32Array): number {
  return ops.length / OP_WIDTH;
}

/** The buffers a chunk can hand over without copying (for Comlink.transfer / postMessage). */
export function transferablesOf(chunk: Chunk): ArrayBuffer[] {
  const buffers = [chunk.ops.buffer as ArrayBuffer];
  if (chunk.values) buffers.push(chunk.values.buffer as ArrayBuffer);
  return buffers;
}

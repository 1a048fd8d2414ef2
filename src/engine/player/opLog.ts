import { CHUNK_OPS } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';

/**
 * The operations received so far, in fixed-size chunks, each with the keyframe of the state
 * before its first operation. Chunk size equals the keyframe interval, so history can be
 * trimmed (endless runs) by dropping whole chunks with their keyframes.
 */
export class OpLog<Snapshot> {
  private chunks: Int32Array[] = [];
  private keyframes: (Snapshot | undefined)[] = [];
  /** Global index of chunks[0]'s first operation. */
  base = 0;
  /** Total operations received (global index one past the last). */
  length = 0;
  /** Operations in a partly filled last chunk wait here until it is full or the run ends. */
  private pending: Int32Array[] = [];
  private pendingOps = 0;

  /**
   * `giveBack` receives the buffers of chunks the log drops (trimmed history, or all of them on
   * `release`), for the worker that filled them (workers/protocol/chunkBuffers.ts says why).
   */
  constructor(
    private readonly maxChunks = 512,
    private readonly giveBack: (buffers: ArrayBuffer[]) => void = () => {},
  ) {}

  /** Appends a worker chunk: a full one is kept as is; short ones wait and are copied into full chunks (a run's last may stay short). */
  append(ops: Int32Array, final: boolean): void {
    const count = ops.length / OP_WIDTH;
    if (count === CHUNK_OPS && this.pendingOps === 0) this.push(ops);
    else if (count > 0 || final) {
      this.pending.push(ops);
      this.pendingOps += count;
      if (this.pendingOps >= CHUNK_OPS || final) this.flushPending();
    }
    this.length += count;
  }

  private flushPending(): void {
    const all = new Int32Array(this.pendingOps * OP_WIDTH);
    let at = 0;
    for (const part of this.pending) {
      all.set(part, at);
      at += part.length;
    }
    this.pending = [];
    this.pendingOps = 0;
    for (let start = 0; start < all.length; start += CHUNK_OPS * OP_WIDTH) {
      this.push(all.subarray(start, start + CHUNK_OPS * OP_WIDTH));
    }
  }

  private push(ops: Int32Array): void {
    this.chunks.push(ops);
    this.keyframes.push(undefined);
    if (this.chunks.length > this.maxChunks) {
      this.giveBack(ownBuffers([this.chunks.shift() as Int32Array]));
      this.keyframes.shift();
      this.base += CHUNK_OPS;
    }
  }

  /**
   * Hands every chunk's buffer back and empties the log: its player has stopped for good, and a
   * late step or seek on it finds nothing to apply. Returned buffers are transferred away, so
   * nothing may read this log's chunks afterwards.
   */
  release(): void {
    const chunks = this.chunks;
    this.chunks = [];
    this.keyframes = [];
    this.pending = [];
    this.pendingOps = 0;
    this.base = 0;
    this.length = 0;
    const buffers = ownBuffers(chunks);
    if (buffers.length > 0) this.giveBack(buffers);
  }

  /** Operations available to apply (a partly filled pending chunk is not, until flushed). */
  get available(): number {
    return this.base + this.chunks.length * CHUNK_OPS - this.lastShort();
  }

  private lastShort(): number {
    const last = this.chunks[this.chunks.length - 1];
    return last ? CHUNK_OPS - last.length / OP_WIDTH : 0;
  }

  /** The chunk holding global operation `index`, and the index within it. */
  locate(index: number): [Int32Array, number] {
    const rel = index - this.base;
    const c = Math.floor(rel / CHUNK_OPS);
    return [this.chunks[c]!, rel - c * CHUNK_OPS];
  }

  keyframeAt(chunkStart: number): Snapshot | undefined {
    return this.keyframes[(chunkStart - this.base) / CHUNK_OPS];
  }

  setKeyframe(chunkStart: number, snapshot: Snapshot): void {
    const c = (chunkStart - this.base) / CHUNK_OPS;
    if (c >= 0 && c < this.keyframes.length) this.keyframes[c] = snapshot;
  }
}

/**
 * The buffers these chunks fill whole: a chunk that is a view into a larger buffer (pieces
 * joined by `flushPending`) shares it with its neighbours, so it is never handed back.
 */
function ownBuffers(chunks: readonly Int32Array[]): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  for (const chunk of chunks) {
    if (chunk.byteOffset === 0 && chunk.byteLength > 0 && chunk.byteLength === chunk.buffer.byteLength) buffers.push(chunk.buffer as ArrayBuffer);
  }
  return buffers;
}

import { CHUNK_OPS } from './chunk';
import { OP_WIDTH } from './ops';

/** Bytes in one whole chunk's buffer. */
export const CHUNK_BYTES = CHUNK_OPS * OP_WIDTH * Int32Array.BYTES_PER_ELEMENT;

/**
 * Chunk buffers the page has handed back (`RunApi.recycle`), filled again for the next chunks.
 *
 * A chunk's buffer is transferred to the page, which keeps it in its operation log while the run
 * lasts. Left to the page's garbage collector afterwards, those buffers (about 4 MB a second at
 * Fastest) counted towards V8's global allocation limit until a major collection freed them: a
 * trace of the sort page at Fastest showed two or three a run, started by 'approaching global
 * allocation limit' with 10 of 40-65 MB being the JavaScript heap, each a 30-60 ms task at 4× CPU
 * throttle in the middle of the animation. A buffer transferred back out leaves the page's
 * accounting at once, so the page now returns every buffer it is done with, and here they wait.
 */
export class ChunkBuffers {
  private readonly free: ArrayBuffer[] = [];

  constructor(readonly maxFree = 256) {}

  /** A whole chunk's worth of slots: a returned buffer when there is one, else a new one. */
  take(): Int32Array<ArrayBuffer> {
    const buffer = this.free.pop();
    return buffer ? new Int32Array(buffer) : new Int32Array(CHUNK_BYTES / Int32Array.BYTES_PER_ELEMENT);
  }

  /** Keeps returned buffers of a whole chunk's size (others, and any beyond `maxFree`, are let go). */
  give(buffers: readonly ArrayBuffer[]): void {
    for (const buffer of buffers) {
      if (buffer instanceof ArrayBuffer && buffer.byteLength === CHUNK_BYTES && this.free.length < this.maxFree) this.free.push(buffer);
    }
  }

  /** Buffers waiting to be filled. */
  get size(): number {
    return this.free.length;
  }
}

import type { Chunk } from './chunk';

/**
 * The handshake every family's worker speaks (see workerHost.ts): start a run with the
 * family's input, pull its chunks by run id, end it. A newer run makes older ids stale.
 */
export interface RunStarted<Meta> {
  runId: number;
  /** Per-run facts the page needs before the first chunk (bucket counts, a parsed input...). */
  meta: Meta;
  /**
   * The run's first chunk (transferred), made in the same answer: the run's first frame waits
   * for one round trip to the worker, not two. `nextChunk` goes on after it.
   */
  first: Chunk;
}

/**
 * A run's length three ways: its operations (what the player's cursor and scrubbing count), its
 * visible steps (what Step forward moves by and the progress bar's 'Step N of M' counts;
 * markers such as 'sorted' or a phase change are operations but not steps), and the delays its
 * steps take at a set speed (their costs summed: a scheduler's lane move is a quarter of one),
 * which a downloaded video's length is made of.
 */
export interface RunLength {
  ops: number;
  steps: number;
  delays: number;
}

/** The most chunks one request may ask for (RunApi.nextChunks): 32k operations, about a Fastest frame's worth at 1× on the sort page. */
export const MAX_CHUNKS_A_REQUEST = 8;

export interface RunApi<Input, Meta> {
  start(input: Input): RunStarted<Meta>;
  /**
   * The run's length, counted after it started and between chunk requests (so the first frame
   * never waits for a count); null for endless runs, families that cannot know it in advance,
   * and runs gone stale.
   */
  total(runId: number): Promise<RunLength | null>;
  /** The next chunk of a run (transferred); null for a stale or ended run. */
  nextChunk(runId: number): Chunk | null;
  /**
   * Up to `count` next chunks (at most MAX_CHUNKS_A_REQUEST), in one answer, ending early at the
   * run's last; null for a stale or ended run. A page at Fastest reads several chunks a frame, and
   * each message costs its main thread a task to post and one to receive.
   */
  nextChunks(runId: number, count: number): Chunk[] | null;
  end(runId: number): void;
  /**
   * Chunk buffers the page no longer reads (a finished or replaced run's log), transferred back
   * to be filled again: see chunkBuffers.ts for why they do not go to the page's garbage collector.
   */
  recycle(buffers: ArrayBuffer[]): void;
}

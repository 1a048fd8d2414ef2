import type { Chunk } from './chunk';

/**
 * The handshake every family's worker speaks (see workerHost.ts): start a run with the
 * family's input, pull its chunks by run id, end it. A newer run makes older ids stale.
 */
export interface RunStarted<Meta> {
  runId: number;
  /** Total operations when the family counts them in advance; null for lazy or endless runs. */
  total: number | null;
  /** Per-run facts the page needs before the first chunk (bucket counts, a parsed input...). */
  meta: Meta;
}

export interface RunApi<Input, Meta> {
  start(input: Input): RunStarted<Meta>;
  /** The next chunk of a run (transferred); null for a stale or ended run. */
  nextChunk(runId: number): Chunk | null;
  end(runId: number): void;
}

import type { Chunk } from '../../../workers/protocol/chunk';

/** The visible state a player drives: any family's mirror (bars, grid cells, tokens...). */
export interface PlayerModel<Snapshot> {
  /** Applies operation `index` of a chunk. */
  apply(ops: Int32Array, index: number): void;
  /**
   * How many delay slots operation `index` takes: 1 for a visible step (the default), 0 for a
   * marker that only changes a label (phase, sorted), a fraction for families whose steps are
   * shorter than the delay (the scheduler's clock).
   */
  cost?(ops: Int32Array, index: number): number;
  /** Ends the highlight of the last operation (the highlight pause is over). */
  clearHighlight(): void;
  snapshot(): Snapshot;
  restore(snapshot: Snapshot): void;
}

/** Where operations come from: usually a worker run. Resolves null when the run is stale or ended. */
export interface OperationSource {
  /** The next chunk; `ahead`: how many chunks the reader wants soon (a worker sends that many in one message). */
  next(ahead?: number): Promise<Chunk | null>;
}

export type PlayerStatus = 'idle' | 'running' | 'paused';

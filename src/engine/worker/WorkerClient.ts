import * as Comlink from 'comlink';
import type { Chunk } from '../../../workers/protocol/chunk';
import type { RunApi, RunLength } from '../../../workers/protocol/run';
import type { OperationSource } from '../player/playerTypes';
import { WorkerFailedError, type WorkerWatch, watchWorker } from './workerFailure';

/** The reason a run is aborted with when a new run starts at once (which ends it in the worker by itself). */
export const REPLACED = 'replaced';

export interface StartedRun<Meta> {
  /** What the worker said about the run before its first chunk. */
  meta: Meta;
  /** The run's operations; the first chunk came with the start and is handed over without a round trip. */
  source: OperationSource;
  /** The run's length once the worker has counted it (null: endless, counted by the stream's end, or gone stale). */
  length: Promise<RunLength | null>;
}

/**
 * A page's worker and its one current run. Each run belongs to an AbortSignal: aborting it
 * makes the run stale here (a start answered later is dropped), and in the worker (a busy worker
 * is terminated, an idle one is told to end the run, unless the reason is REPLACED: the next
 * start ends it there by itself). A worker that dies or never loads is reported once through
 * `onFail`, and the next start makes a new one.
 */
export class WorkerClient<RunInput, Meta> {
  private worker: Worker | null = null;
  private api: Comlink.Remote<RunApi<RunInput, Meta>> | null = null;
  private watch: WorkerWatch | null = null;
  /** Chunk requests not answered yet: a worker busy with one is terminated rather than waited for. */
  private inflight = 0;
  private runId = 0;

  constructor(
    private readonly create: () => Worker,
    private readonly onFail: (error: Error) => void,
  ) {}

  /**
   * Starts a run of `input`; `values` receives the run's value table as chunks arrive. Null when
   * `signal` was aborted before the worker answered; rejects with the worker's reason when it
   * refuses the run or dies.
   */
  async start(input: RunInput, values: number[], signal: AbortSignal): Promise<StartedRun<Meta> | null> {
    signal.addEventListener('abort', () => this.end(signal.reason === REPLACED), { once: true });
    const api = this.ensureWorker();
    // Comlink clones the input; its typing cannot see through a generic parameter.
    const started = await this.guard(api.start(input as Comlink.UnproxyOrClone<RunInput>));
    if (signal.aborted) return null;
    const { runId } = started;
    this.runId = runId;
    // The first chunk came with the start; later ones come `ahead` to a message and wait here.
    const ready: Chunk[] = [received(started.first as Chunk, values)];
    const next = async (ahead = 1): Promise<Chunk | null> => {
      if (ready.length === 0) {
        const chunks = await this.pull(api, runId, values, ahead);
        if (!chunks || chunks.length === 0) return null;
        ready.push(...chunks);
      }
      return ready.shift() ?? null;
    };
    const length = this.guard(api.total(runId)).then(
      (counted) => (signal.aborted ? null : counted),
      () => null,
    );
    return { meta: started.meta as Meta, source: { next }, length };
  }

  /**
   * Chunk buffers no frame reads any more go back to the worker, transferred: dropped here, they
   * would wait for a major garbage collection (workers/protocol/chunkBuffers.ts). Without a worker
   * (it was ended mid-request) they are simply let go.
   */
  recycle(buffers: ArrayBuffer[]): void {
    void this.api?.recycle(Comlink.transfer(buffers, buffers));
  }

  /** Terminates the worker (leaving the page, or after a failure); a new one starts on demand. */
  dispose(): void {
    this.watch?.stop();
    this.watch = null;
    this.worker?.terminate();
    this.worker = null;
    this.api = null;
    this.inflight = 0;
    this.runId = 0;
  }

  /** Ends the current run: a worker still busy with it is terminated; `replaced`: a new run ends it by itself. */
  private end(replaced: boolean): void {
    if (!this.api) return;
    if (this.inflight > 0) this.dispose();
    else if (this.runId && !replaced) void this.api.end(this.runId);
    this.runId = 0;
  }

  /** Asks for up to `count` chunks in one message; their values join the page's table in order. */
  private async pull(api: Comlink.Remote<RunApi<RunInput, Meta>>, runId: number, values: number[], count: number): Promise<Chunk[] | null> {
    this.inflight++;
    try {
      const chunks = (await this.guard(api.nextChunks(runId, count))) as Chunk[] | null;
      return chunks?.map((chunk) => received(chunk, values)) ?? null;
    } finally {
      this.inflight--;
    }
  }

  private ensureWorker(): Comlink.Remote<RunApi<RunInput, Meta>> {
    if (!this.api) {
      const worker = this.create();
      this.worker = worker;
      this.api = Comlink.wrap<RunApi<RunInput, Meta>>(worker);
      this.watch = watchWorker(worker, () => {
        if (this.worker === worker) this.onFail(new WorkerFailedError());
      });
    }
    return this.api;
  }

  /** A call to the current worker that rejects, instead of waiting for ever, if the worker dies. */
  private guard<T>(call: Promise<T>): Promise<T> {
    return this.watch ? this.watch.guard(call) : call;
  }
}

/** A chunk has arrived: the values it added to the run's value table join the page's copy. */
function received(chunk: Chunk, values: number[]): Chunk {
  if (chunk.values) for (const value of chunk.values) values.push(value);
  return chunk;
}

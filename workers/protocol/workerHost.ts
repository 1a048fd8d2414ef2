import * as Comlink from 'comlink';
import { CHUNK_OPS, type Chunk, encodeChunk, transferablesOf } from './chunk';
import { ChunkBuffers } from './chunkBuffers';
import type { Operation } from './ops';
import { MAX_CHUNKS_A_REQUEST, type RunApi, type RunLength, type RunStarted } from './run';
import { ValueTable } from './valueTable';

/** What a family gives the host: everything about its algorithms, nothing about workers. */
export interface FamilyRunner<Input, Meta> {
  /** Checks a run's input and returns it typed; throws an Error a person can read. */
  validate(input: unknown): Input;
  /** The run's lazy operation stream: nothing is computed before it is pulled. */
  operations(input: Input, table: ValueTable): Iterator<Operation, unknown>;
  /** Facts the page needs before the first chunk. */
  meta(input: Input): Meta;
  /**
   * The run's operations once more, only to count them (the total drives the progress bar's
   * length); null for endless runs. The host counts it in slices between chunk requests, so
   * counting never delays the first frame. Leave it out only where a second whole run would
   * cost too much; the progress bar then says the total is not known yet. Every family counts
   * today: the grid searches, A* included (searchRunner.ts), and the games' AIs, whose worst
   * sudoku counts in about 1.5 s of slices (gamesRunner.ts).
   */
  countStream?(input: Input): Iterator<Operation, unknown> | null;
  /**
   * What the page's model charges an operation of this run, by its code (0 for a marker): the
   * count's steps are the operations that cost something. One function shared with the model's
   * `cost`, so the progress bar and Step forward agree. Without it every operation is a step.
   */
  stepCostOf?(input: Input): (code: number) => number;
}

/** Operations counted between two looks at the message queue (a few milliseconds of work). */
export const COUNT_SLICE = 20_000;

/** Pulls a run's stream one fixed-width chunk at a time, keeping up to `ahead` chunks ready. */
export class ChunkedRun {
  private readonly ops: Iterator<Operation, unknown>;
  private readonly table = new ValueTable();
  private readonly ready: Chunk[] = [];
  private exhausted = false;

  constructor(
    operations: (table: ValueTable) => Iterator<Operation, unknown>,
    private readonly ahead = 2,
    private readonly buffers = new ChunkBuffers(),
  ) {
    this.ops = operations(this.table);
  }

  next(): Chunk {
    return this.ready.shift() ?? this.produce();
  }

  /** Prepares chunks up to the look-ahead; called when the worker is otherwise idle. */
  fill(): void {
    while (this.ready.length < this.ahead && !this.exhausted) this.ready.push(this.produce());
  }

  private produce(): Chunk {
    if (this.exhausted) return { ops: new Int32Array(0), done: true };
    const buffer = this.buffers.take();
    const chunk = encodeChunk(this.ops, CHUNK_OPS, this.table, buffer);
    // A short last chunk went out as a right-sized copy: the whole buffer waits for the next run.
    if (chunk.ops.buffer !== buffer.buffer) this.buffers.give([buffer.buffer as ArrayBuffer]);
    this.exhausted = chunk.done;
    return chunk;
  }
}

/**
 * One family's run API, one run at a time: a newer run makes older ids stale, and the
 * look-ahead is refilled after each answer so answering is never delayed by it.
 */
export function createRunHost<Input, Meta>(
  runner: FamilyRunner<Input, Meta>,
  schedule: (fn: () => void) => void = (fn) => setTimeout(fn, 0),
): RunApi<Input, Meta> {
  let currentId = 0;
  let current: ChunkedRun | null = null;
  let currentInput: Input | null = null;
  /** Shared by the host's runs: a run fills the buffers an earlier one's page gave back. */
  const buffers = new ChunkBuffers();
  const yieldToRequests = () => new Promise<void>((resolve) => schedule(resolve));
  /** The run's next chunk; the look-ahead is refilled after the answer, never before it. */
  const serve = (run: ChunkedRun): Chunk => {
    const chunk = run.next();
    schedule(() => {
      if (run === current) run.fill();
    });
    return chunk;
  };
  return {
    start(raw: Input): RunStarted<Meta> {
      const input = runner.validate(raw);
      const meta = runner.meta(input);
      currentId++;
      current = new ChunkedRun((table) => runner.operations(input, table), 2, buffers);
      currentInput = input;
      return { runId: currentId, meta, first: serve(current) };
    },
    async total(runId: number): Promise<RunLength | null> {
      const input = runId === currentId ? currentInput : null;
      const stream = input !== null ? runner.countStream?.(input) : null;
      if (!stream || input === null) return null;
      const cost = runner.stepCostOf?.(input) ?? everyOperation;
      const length: RunLength = { ops: 0, steps: 0, delays: 0 };
      for (;;) {
        const counted = countSome(stream, COUNT_SLICE, cost, length);
        if (counted < COUNT_SLICE) return length;
        // Chunk requests waiting behind this slice are answered first; a newer run ends the count.
        await yieldToRequests();
        if (runId !== currentId) return null;
      }
    },
    nextChunk(runId: number): Chunk | null {
      if (runId !== currentId || !current) return null;
      return serve(current);
    },
    nextChunks(runId: number, count: number): Chunk[] | null {
      if (runId !== currentId || !current) return null;
      const chunks = [serve(current)];
      const wanted = Math.min(MAX_CHUNKS_A_REQUEST, Math.floor(count) || 1);
      while (chunks.length < wanted && !chunks[chunks.length - 1]!.done) chunks.push(serve(current));
      return chunks;
    },
    end(runId: number): void {
      if (runId === currentId) {
        current = null;
        currentInput = null;
      }
    },
    recycle(returned: ArrayBuffer[]): void {
      buffers.give(returned);
    },
  };
}

/** A family worker's whole body: `exposeRunHost(sortRunner)`. Chunks are transferred, not copied. */
export function exposeRunHost<Input, Meta>(runner: FamilyRunner<Input, Meta>): void {
  const host = createRunHost(runner);
  const api: RunApi<Input, Meta> = {
    start(input) {
      const started = host.start(input);
      return Comlink.transfer(started, transferablesOf(started.first));
    },
    total: (runId) => host.total(runId),
    nextChunk(runId) {
      const chunk = host.nextChunk(runId);
      return chunk && Comlink.transfer(chunk, transferablesOf(chunk));
    },
    nextChunks(runId, count) {
      const chunks = host.nextChunks(runId, count);
      return chunks && Comlink.transfer(chunks, chunks.flatMap(transferablesOf));
    },
    end: (runId) => host.end(runId),
    recycle: (buffers) => host.recycle(buffers),
  };
  Comlink.expose(api);
}

/** A runner without its own step costs: every operation is a step of its own. */
const everyOperation = () => 1;

/** Counts up to `limit` operations of the stream into `length`; returns how many it read. */
function countSome(ops: Iterator<Operation, unknown>, limit: number, cost: (code: number) => number, length: RunLength): number {
  let count = 0;
  for (; count < limit; count++) {
    const next = ops.next();
    if (next.done) break;
    const delays = cost(next.value[0]);
    if (delays > 0) {
      length.steps++;
      length.delays += delays;
    }
  }
  length.ops += count;
  return count;
}

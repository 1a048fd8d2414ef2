import { CHUNK_OPS } from '../../../workers/protocol/chunk';
import type { OpLog } from './opLog';
import type { OperationSource } from './playerTypes';

export interface ChunkFeedEvents {
  /** A chunk (or the stream's end) was appended to the log. */
  received(): void;
  /**
   * The source failed to give the next chunk (its worker died): the feed has let the source go
   * and will not ask it again.
   */
  failed(error: unknown): void;
}

/**
 * Fetch-ahead for a player: pulls chunks from the run's source into the op log, one request at
 * a time, keeping the log a little ahead of the cursor. It knows nothing of pacing or models.
 */
export class ChunkFeed<Snapshot> {
  private source: OperationSource | null = null;
  /** The stream has ended: everything it will give is in the log. */
  done = false;
  /** The request for the next chunk that has not been answered yet: the prefetch and a step's wait share it. */
  private request: { source: OperationSource; answer: Promise<boolean> } | null = null;

  constructor(
    private readonly log: OpLog<Snapshot>,
    private readonly events: ChunkFeedEvents,
  ) {}

  get hasSource(): boolean {
    return this.source !== null;
  }

  setSource(source: OperationSource): void {
    this.source = source;
  }

  /** Lets the source go for good (the player stopped, or the source failed). */
  drop(): void {
    this.source = null;
  }

  /** Keeps the log at least `want` operations long while the stream lasts. */
  prefetch(want: number): void {
    if (!this.source || this.done || this.request?.source === this.source || this.log.length >= want) return;
    void this.fetchOne(this.source, Math.ceil((want - this.log.length) / CHUNK_OPS)).then(() => this.prefetch(want));
  }

  /** Waits until operation `index` is loaded or the stream ends. */
  async ensureLoaded(index: number): Promise<void> {
    while (this.log.available < index && !this.done && this.source) {
      if (!(await this.fetchOne(this.source))) return;
    }
  }

  /**
   * Asks the source for its next chunk, one request at a time: a step taken while the prefetch
   * waited used to send a second request, so the source was asked past its end (a worker answers
   * each request once, and answered the extra one with an empty chunk appended after the last).
   * Resolves whether the answer was appended (false: a stale source, or an error).
   */
  private fetchOne(source: OperationSource, ahead = 1): Promise<boolean> {
    if (this.request?.source === source) return this.request.answer;
    const answer: Promise<boolean> = this.receive(source, ahead).finally(() => {
      if (this.request?.answer === answer) this.request = null;
    });
    this.request = { source, answer };
    return answer;
  }

  private async receive(source: OperationSource, ahead: number): Promise<boolean> {
    try {
      const chunk = await source.next(ahead);
      if (source !== this.source) return false;
      if (!chunk) {
        this.done = true;
        this.log.append(new Int32Array(0), true);
      } else {
        this.log.append(chunk.ops, chunk.done);
        if (chunk.done) this.done = true;
      }
      this.events.received();
      return true;
    } catch (error) {
      if (source !== this.source) return false;
      this.source = null;
      this.events.failed(error);
      return false;
    }
  }
}

import { describe, expect, it } from 'vitest';
import { CHUNK_OPS, type Chunk } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { ChunkFeed } from './ChunkFeed';
import { OpLog } from './opLog';

const wholeChunk = (done = false): Chunk => ({ ops: new Int32Array(CHUNK_OPS * OP_WIDTH), done });

describe('ChunkFeed asks for what it is short of in one request', () => {
  it("tells the source how many chunks the prefetch lacks, and asks again only once they're used", async () => {
    const log = new OpLog<number>(64);
    const asked: number[] = [];
    // A source that, like the worker client, answers a request for n with n chunks, handed over one a call.
    const ready: Chunk[] = [];
    const feed = new ChunkFeed(log, { received: () => {}, failed: () => {} });
    feed.setSource({
      next: async (ahead = 1) => {
        if (ready.length === 0) {
          asked.push(ahead);
          for (let i = 0; i < ahead; i++) ready.push(wholeChunk());
        }
        return ready.shift() ?? null;
      },
    });
    feed.prefetch(5 * CHUNK_OPS);
    await new Promise((r) => setTimeout(r, 0));
    expect(log.length).toBe(5 * CHUNK_OPS);
    // One request for the five chunks missing, not five requests.
    expect(asked).toEqual([5]);
    feed.prefetch(7 * CHUNK_OPS - 1);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([5, 2]);
    expect(log.length).toBe(7 * CHUNK_OPS);
  });
});

import { describe, expect, it } from 'vitest';
import { sortRunner } from '../sort/sortRunner';
import { CHUNK_OPS, encodeChunk } from './chunk';
import { CHUNK_BYTES, ChunkBuffers } from './chunkBuffers';
import { OP_WIDTH, type Operation } from './ops';
import { createRunHost } from './workerHost';

describe('ChunkBuffers', () => {
  it('hands out a returned buffer before making a new one, and keeps only whole-chunk buffers', () => {
    const pool = new ChunkBuffers(2);
    const fresh = pool.take();
    expect(fresh.byteLength).toBe(CHUNK_BYTES);
    const back = new ArrayBuffer(CHUNK_BYTES);
    pool.give([back, new ArrayBuffer(16), new ArrayBuffer(CHUNK_BYTES), new ArrayBuffer(CHUNK_BYTES)]);
    // The odd size is refused, and the third whole buffer is over the limit of two.
    expect(pool.size).toBe(2);
    pool.take();
    expect(pool.take().buffer).toBe(back);
    expect(pool.size).toBe(0);
  });

  it('encodeChunk fills a given buffer, and a short last chunk is a right-sized copy', () => {
    const ops = function* (n: number): Generator<Operation> {
      for (let i = 0; i < n; i++) yield [1, i, i + 1, 0];
    };
    const buffer = new Int32Array(CHUNK_OPS * OP_WIDTH);
    const whole = encodeChunk(ops(CHUNK_OPS + 1), CHUNK_OPS, undefined, buffer);
    expect(whole.ops).toBe(buffer);
    expect(whole.ops[(CHUNK_OPS - 1) * OP_WIDTH + 1]).toBe(CHUNK_OPS - 1);
    const short = encodeChunk(ops(3), CHUNK_OPS, undefined, buffer);
    expect(short.ops.buffer).not.toBe(buffer.buffer);
    expect(Array.from(short.ops)).toEqual([1, 0, 1, 0, 1, 1, 2, 0, 1, 2, 3, 0]);
  });
});

describe('the run host fills the buffers the page gave back', () => {
  it("a later run's chunks come in the buffers an earlier run's page returned, filled afresh", () => {
    const host = createRunHost(sortRunner, () => {});
    const descending = Array.from({ length: 300 }, (_, i) => 300 - i);
    const first = host.start({ algorithm: 'bubblesort', values: descending, seed: 1 });
    const chunks = [first.first, host.nextChunk(first.runId), host.nextChunk(first.runId)];
    const whole = chunks.filter((c) => c && c.ops.byteLength === CHUNK_BYTES).map((c) => c?.ops.buffer as ArrayBuffer);
    expect(whole.length).toBe(3);
    host.recycle(whole);
    const shuffled = Array.from({ length: 300 }, (_, i) => (i * 97) % 300);
    const second = host.start({ algorithm: 'bubblesort', values: shuffled, seed: 1 });
    const reused = [second.first, host.nextChunk(second.runId)].map((c) => c?.ops.buffer);
    for (const buffer of reused) expect(whole).toContain(buffer);
    // What a host that never saw the first run makes of the same input.
    const fresh = createRunHost(sortRunner, () => {});
    const expected = fresh.start({ algorithm: 'bubblesort', values: shuffled, seed: 1 });
    expect(Array.from(second.first.ops)).toEqual(Array.from(expected.first.ops));
  });
});

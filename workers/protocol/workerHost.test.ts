import { describe, expect, it } from 'vitest';
import { sortRunner } from '../sort/sortRunner';
import type { Chunk } from './chunk';
import { MAX_CHUNKS_A_REQUEST } from './run';
import { createRunHost } from './workerHost';

const descending = Array.from({ length: 300 }, (_, i) => 300 - i);
const start = () => {
  const host = createRunHost(sortRunner, () => {});
  const { runId } = host.start({ algorithm: 'bubblesort', values: descending, seed: 1 });
  return { host, runId };
};
const opsOf = (chunks: (Chunk | null)[]) => chunks.flatMap((c) => Array.from(c?.ops ?? []));

describe('nextChunks: several chunks in one answer', () => {
  it('gives the same operations as as many single requests, at most MAX_CHUNKS_A_REQUEST at once', () => {
    const one = start();
    const singly = Array.from({ length: 3 }, () => one.host.nextChunk(one.runId));
    const many = start();
    const together = many.host.nextChunks(many.runId, 3);
    expect(together).toHaveLength(3);
    expect(opsOf(together ?? [])).toEqual(opsOf(singly));
    expect(many.host.nextChunks(many.runId, 1000)).toHaveLength(MAX_CHUNKS_A_REQUEST);
  });

  it("stops at the run's last chunk, answers a stale run with null, and reads a nonsense count as one", () => {
    const { host, runId } = start();
    expect(host.nextChunks(runId, 0)).toHaveLength(1);
    expect(host.nextChunks(runId, Number.NaN)).toHaveLength(1);
    let last: Chunk[] | null = null;
    for (let i = 0; i < 100 && !last?.at(-1)?.done; i++) last = host.nextChunks(runId, MAX_CHUNKS_A_REQUEST);
    expect(last?.at(-1)?.done).toBe(true);
    expect(last?.slice(0, -1).every((c) => !c.done)).toBe(true);
    const newer = host.start({ algorithm: 'bubblesort', values: descending, seed: 1 });
    expect(host.nextChunks(runId, 2)).toBeNull();
    expect(host.nextChunks(newer.runId, 2)).toHaveLength(2);
  });
});

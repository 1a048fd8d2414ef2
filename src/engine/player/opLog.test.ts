import { describe, expect, it } from 'vitest';
import { CHUNK_OPS } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { OpLog } from './opLog';

/** A whole chunk whose operations carry their global index in the first slot. */
const chunkFrom = (first: number, count = CHUNK_OPS) => {
  const ops = new Int32Array(count * OP_WIDTH);
  for (let i = 0; i < count; i++) ops[i * OP_WIDTH] = first + i;
  return ops;
};

describe('OpLog hands chunk buffers back', () => {
  it('gives back the buffers of trimmed history, oldest first, and still finds every kept operation', () => {
    const given: ArrayBuffer[] = [];
    const log = new OpLog<number>(2, (buffers) => given.push(...buffers));
    const chunks = [0, 1, 2].map((c) => chunkFrom(c * CHUNK_OPS));
    for (const chunk of chunks) log.append(chunk, false);
    expect(given).toEqual([chunks[0]!.buffer]);
    expect(log.base).toBe(CHUNK_OPS);
    const [chunk, offset] = log.locate(2 * CHUNK_OPS + 7);
    expect(chunk[offset * OP_WIDTH]).toBe(2 * CHUNK_OPS + 7);
  });

  it('release gives back every whole buffer and leaves the log empty', () => {
    const given: ArrayBuffer[] = [];
    const log = new OpLog<number>(8, (buffers) => given.push(...buffers));
    const whole = chunkFrom(0);
    const last = chunkFrom(CHUNK_OPS, 10);
    log.append(whole, false);
    log.append(last, true);
    expect(log.available).toBe(CHUNK_OPS + 10);
    log.release();
    expect(given).toEqual([whole.buffer, last.buffer]);
    expect(log.available).toBe(0);
    expect(log.length).toBe(0);
  });

  it('never gives back a buffer two chunks share (pieces joined into whole chunks)', () => {
    const given: ArrayBuffer[] = [];
    const log = new OpLog<number>(8, (buffers) => given.push(...buffers));
    // Two short pieces, longer than a chunk together: one whole chunk and the start of the next,
    // cut from one new buffer.
    const piece = 3000;
    log.append(chunkFrom(0, piece), false);
    log.append(chunkFrom(piece, piece), true);
    expect(log.available).toBe(2 * piece);
    const [chunk, offset] = log.locate(2 * piece - 1);
    expect(chunk[offset * OP_WIDTH]).toBe(2 * piece - 1);
    log.release();
    expect(given).toEqual([]);
  });

  it('a log without anyone to give buffers to just lets them go', () => {
    const log = new OpLog<number>(1);
    log.append(chunkFrom(0), false);
    log.append(chunkFrom(CHUNK_OPS), true);
    expect(() => log.release()).not.toThrow();
    expect(log.available).toBe(0);
  });
});

// Tests' hand-driven player: no real clock or animation frames, so pacing can be asserted exactly.
import type { Chunk } from '../../../workers/protocol/chunk';
import { Player } from './Player';
import type { PlayerModel } from './playerTypes';

/** A player over a stream with a hand-driven clock and animation frames. */
export function drive<S, M extends PlayerModel<S>>(model: M, chunks: () => Chunk) {
  let time = 0;
  let queued: ((t: number) => void) | null = null;
  let frames = 0;
  let changes = 0;
  const player = new Player<S>(model, {
    onFrame: () => frames++,
    onChange: () => changes++,
    now: () => time,
    requestFrame: (cb) => {
      queued = cb;
      return 1;
    },
    cancelFrame: () => {
      queued = null;
    },
  });
  player.setSource({ next: async (): Promise<Chunk> => chunks() }, null);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const tick = async (ms: number) => {
    await flush();
    time += ms;
    const cb = queued;
    queued = null;
    cb?.(time);
  };
  return { model, player, tick, flush, frames: () => frames, changes: () => changes };
}


// Tests' hand-driven player: no real clock or animation frames, so pacing can be asserted exactly.
import type { Chunk } from '../../../workers/protocol/chunk';
import { handClock } from './handClock.testSupport';
import { Player } from './Player';
import type { PlayerModel } from './playerTypes';

/** A player over a stream with a hand-driven clock and animation frames. */
export function drive<S, M extends PlayerModel<S>>(model: M, chunks: () => Chunk | Promise<Chunk>) {
  const clock = handClock();
  let frames = 0;
  let changes = 0;
  const player = new Player<S>(model, {
    onFrame: () => frames++,
    onChange: () => changes++,
    ...clock.host,
  });
  player.setSource({ next: async (): Promise<Chunk> => chunks() }, null);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const tick = async (ms: number) => {
    await flush();
    clock.advance(ms);
  };
  return { model, player, tick, flush, frames: () => frames, changes: () => changes };
}

/**
 * Steps a real player through a whole run by hand, as the step button does, and returns what
 * `look` saw after each step: tests of what a page says per step go through the player's own
 * grouping of a step with its markers, not a copy of it.
 */
export async function stepThrough<S, T>(model: PlayerModel<S>, chunks: () => Chunk | Promise<Chunk>, look: (player: Player<S>) => T): Promise<T[]> {
  const { player } = drive<S, PlayerModel<S>>(model, chunks);
  const seen: T[] = [];
  while (!player.finished) {
    const from = player.cursor;
    await player.stepForward();
    if (player.cursor === from && !player.finished) throw new Error(`a step from operation ${from} moved nothing`);
    seen.push(look(player));
  }
  return seen;
}

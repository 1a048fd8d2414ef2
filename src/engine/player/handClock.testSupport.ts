// Tests' clock: time and animation frames move only when the test says, so pacing is exact.

import type { FrameHost } from './clock';

/**
 * A hand-driven clock: `host` goes into a Player's or RaceClock's options, and `frameAt(t)` moves
 * the time to `t` and runs the animation frame that was asked for, if any (at most one is queued,
 * as with requestAnimationFrame called once a frame).
 */
export function handClock() {
  let time = 0;
  let queued: ((t: number) => void) | null = null;
  const host: FrameHost = {
    now: () => time,
    requestFrame: (callback) => {
      queued = callback;
      return 1;
    },
    cancelFrame: () => {
      queued = null;
    },
  };
  const frameAt = (at: number) => {
    time = at;
    const callback = queued;
    queued = null;
    callback?.(at);
  };
  return {
    host,
    frameAt,
    /** Moves the time on by `ms` and runs the queued frame. */
    advance: (ms: number) => frameAt(time + ms),
    now: () => time,
  };
}

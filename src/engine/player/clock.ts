import type { Pace } from './speed';
import { browserVisibleFrames } from './visibleFrames';

/**
 * What drives a player's cursor through time. Two implementations: the frame clock
 * (FrameClock.ts), one player paced by the speed setting, and the race clock
 * (race/RaceClock.ts), two players paced by one clock so neither runs frames of its own.
 */
export interface Clock {
  readonly running: boolean;
  play(): void;
  pause(): void;
  setPace(pace: Pace): void;
}

/** Where a clock gets the time and its animation frames (tests pass a hand-driven one). */
export interface FrameHost {
  now: () => number;
  requestFrame: (callback: (time: number) => void) => number;
  cancelFrame: (handle: number) => void;
}

/** The browser's clock and frames; none asked for while the page is hidden (visibleFrames.ts). */
export const browserFrames: FrameHost = {
  now: () => performance.now(),
  requestFrame: (callback) => browserVisibleFrames().request(callback),
  cancelFrame: (handle) => browserVisibleFrames().cancel(handle),
};

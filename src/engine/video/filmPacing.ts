import type { FrameHost } from '../player/clock';
import { CREDIT_TOLERANCE, PLAY_CREDIT } from '../player/pacing';
import { MAX_SPEED, type Pace } from '../player/speed';

/**
 * How a downloaded video keeps time: a steady 30 frames a second, each frame 1/30 s of the
 * run's own time, whatever the device's load. The player's frame clock (FrameClock.ts) paces it
 * by the same rules as on the screen, only its frames come from this virtual clock, one per
 * video frame, instead of from the display.
 */
export const FRAME_RATE = 30;
export const FRAME_MS = 1000 / FRAME_RATE;

/**
 * Fastest on the screen fills each display frame's time budget, which depends on the device; a
 * video's frame has no such budget, so Fastest there is the fastest slider's pace (1 ms a step):
 * each video frame shows as many steps as the fastest slider shows in 1/30 s.
 */
export const FASTEST_VIDEO_DELAY = -MAX_SPEED;

/** The pace a video of a page at `pace` is made at: the same delay, or the fastest slider's for Fastest. */
export function filmPaceOf(pace: Pace): Pace {
  const delay = pace.fastest || pace.opsPerFrame || !(pace.delay > 0) ? FASTEST_VIDEO_DELAY : pace.delay;
  return { delay, fastest: false };
}

/**
 * The most delay slots a video frame can spend: the frame's own time, Play's first slot and
 * the one slot a frame may carry into the next (pacing.ts). The operations they pay for are
 * loaded before the frame (Player.loadCredit), so a frame never waits for the worker.
 */
export const creditOfFrame = (pace: Pace): number => FRAME_MS / pace.delay + PLAY_CREDIT + 1;

/** Frames the last step stays, the run finished with it: one delay, as long as every step before it (at least one frame). */
export const holdFrames = (pace: Pace): number => Math.max(1, Math.round(pace.delay / FRAME_MS));

/**
 * Frames of a video of a run whose steps take `delays` delays (RunLength.delays: as many as its
 * visible steps where each costs a whole one): Play's first frame pays for the first delay, a
 * step whose costs so far add up to d shows once d − 1 delays have passed, and the last one
 * stays one delay, so the video lasts `delays` delays.
 */
export function framesOfRun(delays: number, pace: Pace): number {
  // A step due exactly on a frame shows on it (pacing.ts's CREDIT_TOLERANCE), not on the next.
  return Math.ceil((Math.max(0, delays - 1) * pace.delay * FRAME_RATE) / 1000 - CREDIT_TOLERANCE) + holdFrames(pace);
}

/** A frame host whose time moves only when the video asks for its next frame. */
export class VirtualFrames implements FrameHost {
  private time = 0;
  private queued: ((time: number) => void) | null = null;

  readonly now = (): number => this.time;

  readonly requestFrame = (callback: (time: number) => void): number => {
    this.queued = callback;
    return 1;
  };

  readonly cancelFrame = (): void => {
    this.queued = null;
  };

  /** Moves the time to frame `index` and runs the frame the clock asked for, if any. */
  frame(index: number): void {
    this.time = index * FRAME_MS;
    const callback = this.queued;
    this.queued = null;
    callback?.(this.time);
  }
}

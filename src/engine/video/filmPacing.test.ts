import { describe, expect, it } from 'vitest';
import { MAX_SPEED, paceOf } from '../player/speed';
import { FASTEST_VIDEO_DELAY, FRAME_MS, FRAME_RATE, filmPaceOf, framesOfRun, holdFrames } from './filmPacing';

describe('a video keeps the page pace on a clock of 30 frames a second', () => {
  it('keeps the delay of the speed slider, and turns Fastest into the fastest slider', () => {
    expect(FRAME_RATE).toBe(30);
    expect(filmPaceOf(paceOf(-200, false))).toEqual({ delay: 200, fastest: false });
    expect(filmPaceOf(paceOf(-2500, true))).toEqual({ delay: -MAX_SPEED, fastest: false });
    expect(FASTEST_VIDEO_DELAY).toBe(1);
    // A benchmark's fixed rate is no pace for a video either.
    expect(filmPaceOf({ delay: 300, fastest: false, opsPerFrame: 5000 }).delay).toBe(FASTEST_VIDEO_DELAY);
  });

  it('a run of N steps lasts N delays: the last step is held as long as the others', () => {
    const pace = filmPaceOf(paceOf(-200, false));
    expect(holdFrames(pace)).toBe(6);
    for (const steps of [1, 7, 23, 100]) {
      const seconds = framesOfRun(steps, pace) / FRAME_RATE;
      expect(Math.abs(seconds - steps * 0.2)).toBeLessThanOrEqual(1 / FRAME_RATE);
    }
    // A slow pace: 2.5 s a step is 75 frames a step.
    expect(framesOfRun(4, filmPaceOf(paceOf(-2500, false)))).toBe(4 * 75);
  });

  it("at Fastest, 1000 steps take the fastest slider's 1000 ms: the last one shows on frame 30, the 31st", () => {
    const pace = filmPaceOf(paceOf(-1, true));
    expect(holdFrames(pace)).toBe(1);
    expect(framesOfRun(1000, pace)).toBe(Math.ceil(999 / FRAME_MS) + 1);
  });
});

import type { BenchTarget } from '../benchTarget';

/**
 * The bench interface for a reference page that only draws: `draw` runs in every animation
 * frame between play and pause; there is no run, so no cursor and no end.
 */
export function exposeFrameLoop(draw: () => void): void {
  let running = false;
  const frame = () => {
    if (!running) return;
    draw();
    requestAnimationFrame(frame);
  };
  const target: BenchTarget = {
    load() {},
    setPace() {},
    async play() {
      running = true;
      requestAnimationFrame(frame);
    },
    pause() {
      running = false;
    },
    get cursor() {
      return 0;
    },
    get finished() {
      return false;
    },
  };
  window.__benchTarget = target;
}

/**
 * The machine's ceiling for any WebGL renderer: a canvas the size of the sort stage, only
 * cleared each frame. On a shared machine under software GL this shows how much of a frame
 * rate is the renderer's and how much the environment's.
 */
import type { BenchTarget } from '../benchTarget';

const canvas = document.getElementById('gl') as HTMLCanvasElement;
const gl = canvas.getContext('webgl2', { alpha: false, antialias: false }) as WebGL2RenderingContext;
let running = false;
let frames = 0;

function frame() {
  if (!running) return;
  gl.clearColor((frames++ % 2) * 0.1, 0.08, 0.13, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  requestAnimationFrame(frame);
}

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

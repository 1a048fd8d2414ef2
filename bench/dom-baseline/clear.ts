/**
 * The machine's ceiling for any WebGL renderer: a canvas the size of the sort stage, only
 * cleared each frame. On a shared machine under software GL this shows how much of a frame
 * rate is the renderer's and how much the environment's.
 */
import { exposeFrameLoop } from './frameLoop';

const canvas = document.getElementById('gl') as HTMLCanvasElement;
const gl = canvas.getContext('webgl2', { alpha: false, antialias: false }) as WebGL2RenderingContext;
let frames = 0;

exposeFrameLoop(() => {
  gl.clearColor((frames++ % 2) * 0.1, 0.08, 0.13, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
});

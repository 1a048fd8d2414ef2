/**
 * The scheduler stage's canvases (its lanes and Gantt chart) are drawn by the CPU
 * (`willReadFrequently`): under a software GPU a GPU canvas moved the text's rasterising into the
 * GPU process, whose frames then ran longer than the page's (bench/README.md, twenty-third round).
 */
export function createCpuCanvas(): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D | null } {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  return { canvas, context: canvas.getContext('2d', { alpha: false, willReadFrequently: true }) };
}

/** Gives a canvas `width` × `height` CSS pixels at the screen's density, drawn in CSS pixels (this clears it). */
export function sizeCpuCanvas(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, width: number, height: number): void {
  const scale = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  context.setTransform(scale, 0, 0, scale, 0, 0);
}

import { Application } from 'pixi.js';

/**
 * Creates the Pixi application for a visualizer canvas. The batcher is limited to ONE texture:
 * everything is drawn from a shared white texture anyway, and under software WebGL
 * (SwiftShader, i.e. what a slow phone looks like) the default 16-texture batch shader's
 * per-pixel texture branching made 1000 sprites run at ~15 fps.
 */
export async function createPixiApp(container: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    resizeTo: container,
    antialias: false,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    backgroundAlpha: 0,
    autoStart: false,
    preference: 'webgl',
    powerPreference: 'low-power',
  });
  const limits = (app.renderer as unknown as { limits?: { maxBatchableTextures: number } }).limits;
  if (limits) limits.maxBatchableTextures = 1;
  app.canvas.style.display = 'block';
  container.appendChild(app.canvas);
  return app;
}
